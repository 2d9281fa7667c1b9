import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, PageBasicsStyle } from './GlobalStyle';
import { theme } from './theme';

interface BookshopThemeProviderProps {
  children: ReactNode;
  /** `false`: the font is left out, and the app renders `<ShopFont />` itself when it wants it loaded. */
  font?: boolean;
}

/** The kit's theme and global style; wrap an app (or a story) in it once. */
export function BookshopThemeProvider({ children, font = true }: BookshopThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {font ? <GlobalStyle /> : <PageBasicsStyle />}
      {children}
    </ThemeProvider>
  );
}

import { BookshopThemeProvider, type LinkProps, LinkProvider } from '@bookshop/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { queryClient } from './queryClient';

/** The kit's links navigate inside the app instead of reloading the page. */
function AppLink({ href, ...props }: LinkProps) {
  return <RouterLink to={href} {...props} />;
}

/**
 * What every page renders inside: data, theme and links. The browser wraps its router in it and the
 * server its static router, so that both render the same tree (hydration needs that).
 */
export function App({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* The font is loaded by the layout once the first page is on screen. */}
      <BookshopThemeProvider font={false}>
        <LinkProvider component={AppLink}>{children}</LinkProvider>
      </BookshopThemeProvider>
    </QueryClientProvider>
  );
}

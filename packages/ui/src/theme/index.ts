export { BookshopThemeProvider } from './BookshopThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export { primaryButton } from './mixins';
export { type Theme, theme } from './theme';

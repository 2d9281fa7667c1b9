export { BookshopThemeProvider } from './BookshopThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export { type Theme, theme } from './theme';

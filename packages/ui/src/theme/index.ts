export { BookshopThemeProvider } from './BookshopThemeProvider';
export { GlobalStyle, ShopFont } from './GlobalStyle';
export { primaryButton } from './mixins';
export { type Theme, theme } from './theme';

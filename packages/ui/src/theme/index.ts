export { GlobalStyles } from './GlobalStyles';
export { componentRoot, primaryButton, secondaryButton, visuallyHidden } from './mixins';
export {
  type BookshopColors,
  type BookshopTheme,
  type BookshopThemeOverride,
  createTheme,
  defaultTheme,
} from './tokens';
export { type BookshopVars, type ColorScheme, cssVariable, themeStyleSheet, vars } from './vars';

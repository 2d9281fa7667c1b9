export { GlobalStyles } from './GlobalStyles';
export { componentRoot, primaryButton, secondaryButton, visuallyHidden } from './mixins';
export {
  type BookshopColors,
  type BookshopTheme,
  type BookshopThemeOverride,
  createTheme,
  defaultTheme,
  type ExtendedTheme,
  type ThemeExtension,
} from './tokens';
export {
  type BookshopVars,
  type ColorScheme,
  cssVariable,
  type ThemeVars,
  themeStyleSheet,
  themeVars,
  vars,
} from './vars';

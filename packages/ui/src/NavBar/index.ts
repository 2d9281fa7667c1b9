export {
  BasketWidget,
  type BasketWidgetItem,
  type BasketWidgetProps,
} from './BasketWidget';
export type { BasketWidgetLabels, NavBarLabels } from './labels';
export { NAV_FIXED_AFTER_PX, NavBar, type NavBarProps, type NavCategory } from './NavBar';

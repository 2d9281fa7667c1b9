export {
  BasketWidget,
  type BasketWidgetItem,
  type BasketWidgetLabels,
  type BasketWidgetProps,
} from './BasketWidget';
export {
  categoryPath,
  NAV_FIXED_AFTER_PX,
  NavBar,
  type NavBarLabels,
  type NavBarProps,
  type NavCategory,
} from './NavBar';

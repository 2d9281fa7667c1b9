export { FilterDrawer, type FilterDrawerProps } from './FilterDrawer';
export {
  type FilterChoice,
  type FilterChoiceGroup,
  type FilterGroup,
  FilterPanel,
  type FilterPanelProps,
  type FilterRangeGroup,
} from './FilterPanel';
export { type FilterPanelLabels, filterPanelLabels } from './labels';

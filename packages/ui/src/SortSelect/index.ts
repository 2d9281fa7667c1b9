export { type SortSelectLabels, sortSelectLabels } from './labels';
export { type SortOption, SortSelect, type SortSelectProps } from './SortSelect';

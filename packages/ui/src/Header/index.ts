export { Header, type HeaderLabels, type HeaderProps } from './Header';
export { Logo, type LogoProps } from './Logo';
export { SearchBox, type SearchBoxLabels, type SearchBoxProps, searchPath } from './SearchBox';
export {
  SearchPanel,
  type SearchPanelLabels,
  type SearchPanelProps,
  type SearchResultItem,
  type SearchResults,
} from './SearchPanel';

export { Header, type HeaderLink, type HeaderProps } from './Header';
export { Logo, type LogoProps } from './Logo';
export type { SearchBoxLabels, SearchPanelLabels } from './labels';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export {
  SearchPanel,
  type SearchPanelProps,
  type SearchResultItem,
  type SearchResults,
} from './SearchPanel';

export { Header, type HeaderLink, type HeaderProps } from './Header';
export { Logo, type LogoProps } from './Logo';
export type { SearchBoxLabels, SearchPanelLabels } from './labels';
export { SearchBox, type SearchBoxProps } from './SearchBox';
// The results panel is in `@bookshop/ui/search-panel` (src/search-panel.ts), for the Header's `searchPanel`.
export type { SearchPanelProps, SearchResultItem, SearchResults } from './SearchPanel';

// `@bookshop/ui/search-panel`: the live search results under the Header's search box (its
// `searchPanel`). An entry of its own, so that an app can load it when a search first opens (the main
// entry has no dynamic import: every bundler keeps only what a page imports from it).
export {
  SearchPanel,
  type SearchPanelProps,
  type SearchResultItem,
  type SearchResults,
} from './Header/SearchPanel';

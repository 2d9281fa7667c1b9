import styled from 'styled-components';
import { Link } from '../Link';
import { Logo } from './Logo';
import { SearchBox, type SearchBoxLabels } from './SearchBox';
import { SearchPanel, type SearchPanelLabels, type SearchResults } from './SearchPanel';

export interface HeaderLabels {
  contacts: string;
  aboutUs: string;
  search: SearchBoxLabels;
  results: SearchPanelLabels;
}

export interface HeaderProps {
  /** The shop's name; the logo highlights its first letter. */
  siteTitle: string;
  /** What is typed in the search box. */
  searchText: string;
  /** Called on every keystroke in the search box. */
  onSearchTextChange: (text: string) => void;
  /** Whether the results panel is open. */
  searchOpen: boolean;
  /** Shows a spinner in the panel while searching. */
  searchLoading: boolean;
  /** The results grouped as books, authors and publishers. */
  searchResults?: SearchResults;
  /** Shown in the panel when the search failed. */
  searchError?: string;
  /** Close the panel and clear the query (click outside, window blur, a result chosen). */
  onSearchClose: () => void;
  onSearch?: (text: string) => void;
  /** Every text of the header, in the reader's language. */
  labels?: HeaderLabels;
}

const englishLabels: HeaderLabels = {
  contacts: 'Contacts',
  aboutUs: 'About us',
  search: { placeholder: 'Search books, authors, publishers', search: 'Search' },
  results: {
    books: 'Books',
    authors: 'Authors',
    publishers: 'Publishers',
    noResults: 'No results found',
    loading: 'Searching',
  },
};

/** The top of every page: logo, search with live results, contacts and about-us links. */
export function Header({
  siteTitle,
  searchText,
  onSearchTextChange,
  searchOpen,
  searchLoading,
  searchResults,
  searchError,
  onSearchClose,
  onSearch,
  labels = englishLabels,
}: HeaderProps) {
  return (
    <Bar>
      <Logo title={siteTitle} />
      <SearchArea>
        <SearchBox
          value={searchText}
          onChange={onSearchTextChange}
          onSearch={onSearch}
          labels={labels.search}
        />
        <SearchPanel
          open={searchOpen}
          loading={searchLoading}
          results={searchResults}
          error={searchError}
          onClose={onSearchClose}
          onResultClick={onSearchClose}
          labels={labels.results}
        />
      </SearchArea>
      <Links aria-label={`${labels.contacts}, ${labels.aboutUs}`}>
        <Link href="/contacts">{labels.contacts}</Link>
        <Link href="/about_us">{labels.aboutUs}</Link>
      </Links>
    </Bar>
  );
}

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.surface};

  .bookshop-logo {
    text-decoration: none;
  }
`;

const SearchArea = styled.div`
  position: relative;
  display: flex;
  flex: 1 1 320px;
  min-width: 0;
  max-width: 640px;
`;

const Links = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.md};

  a {
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;

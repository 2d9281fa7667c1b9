'use client';
import { forwardRef, lazy, type ReactNode, Suspense } from 'react';
import { styled } from 'styled-components';
import { Link } from '../Link';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';
import { Logo } from './Logo';
import { SearchBox } from './SearchBox';
import type { SearchResults } from './SearchPanel';

/**
 * The results panel shows only once the reader searches, never in a page's first HTML: its code comes
 * when the search box is first focused (typing needs the focus), not with every page.
 */
const loadSearchPanel = () => import('./SearchPanel');
const SearchPanel = lazy(() => loadSearchPanel().then((module) => ({ default: module.SearchPanel })));

export interface HeaderLink {
  href: string;
  label: string;
}

export interface HeaderProps extends RootProps {
  /** The shop's name; the logo highlights its first letter (or names your `logo` for screen readers). */
  siteTitle: string;
  /** Your logo (an `<img alt="">`, an SVG) in the home link, in place of the written title. */
  logo?: ReactNode;
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
  /** Search again after a failure (the panel's retry button). */
  onSearchRetry?: () => void;
  /** Close the panel and clear the query (click outside, window blur, a result chosen). */
  onSearchClose: () => void;
  /** The search button was used. */
  onSearch?: (text: string) => void;
  /** Links beside the search, e.g. the shop's contacts and about-us pages. */
  links?: HeaderLink[];
}

const part = partsOf('header');

/**
 * The top of every page: logo, search with live results, and the shop's own links. The search texts
 * come from the provider's `labels.searchBox` and `labels.searchPanel`.
 *
 * Parts (`data-scope="header"`): `root` (the `<header>`, which takes `ref`), `logo` (the home link),
 * `search` (the search box and its results), `links`. Inside, the `logo`, `search-box` and
 * `search-panel` scopes name their own parts.
 */
export const Header = forwardRef<HTMLElement, HeaderProps>(function Header(
  {
    siteTitle,
    logo,
    searchText,
    onSearchTextChange,
    searchOpen,
    searchLoading,
    searchResults,
    searchError,
    onSearchRetry,
    onSearchClose,
    onSearch,
    links = [],
    ...root
  },
  ref,
) {
  return (
    <Bar ref={ref} {...part('root')} {...rootProps(root)}>
      <Logo title={siteTitle} {...part('logo')}>
        {logo}
      </Logo>
      <SearchArea onFocus={() => void loadSearchPanel()} {...part('search')}>
        <SearchBox value={searchText} onChange={onSearchTextChange} onSearch={onSearch} />
        {searchOpen && (
          <Suspense fallback={null}>
            <SearchPanel
              open={searchOpen}
              loading={searchLoading}
              results={searchResults}
              error={searchError}
              onRetry={onSearchRetry}
              onClose={onSearchClose}
              onResultClick={onSearchClose}
            />
          </Suspense>
        )}
      </SearchArea>
      {links.length > 0 && (
        <Links aria-label={links.map((link) => link.label).join(', ')} {...part('links')}>
          {links.map((link) => (
            <Link key={link.href} href={link.href}>
              {link.label}
            </Link>
          ))}
        </Links>
      )}
    </Bar>
  );
});

const Bar = styled.header`
  ${componentRoot}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm} ${vars.space.lg};
  padding: ${vars.space.md} ${vars.space.lg};
  background: ${vars.color.surface};
`;

const SearchArea = styled.div`
  position: relative;
  display: flex;
  /* Narrow enough that logo, search and links share one row on a tablet (768 px). */
  flex: 1 1 200px;
  min-width: 0;
  max-width: 640px;
`;

const Links = styled.nav`
  display: flex;
  gap: ${vars.space.md};

  a {
    color: ${vars.color.text};
    font-weight: 600;
    min-height: 44px;
    display: inline-flex;
    align-items: center;
  }
`;

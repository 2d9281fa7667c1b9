'use client';
import { forwardRef, type KeyboardEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Link } from '../Link';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';
import { Logo } from './Logo';
import { SearchBox } from './SearchBox';
import { SearchComboboxContext, type SearchComboboxState } from './searchCombobox';

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
  /** The search button was used. */
  onSearch?: (text: string) => void;
  /**
   * What shows under the search box: the live results while a search is open, usually the
   * `SearchPanel` of `@bookshop/ui/search-panel` (loaded lazily if you like, see `onSearchFocus`).
   */
  searchPanel?: ReactNode;
  /** The search box took the focus (typing needs it): the moment to fetch a lazily loaded panel. */
  onSearchFocus?: () => void;
  /** Links beside the search, e.g. the shop's contacts and about-us pages. */
  links?: HeaderLink[];
}

const part = partsOf('header');

/**
 * The top of every page: logo, search box, the live results you give it (`searchPanel`), and the
 * shop's own links. Box and results make a WAI-ARIA combobox: the arrow keys, Home and End move
 * through the suggestions while the focus stays in the box, Enter opens one, Escape closes them. The search box's texts come from the provider's `labels.searchBox`.
 *
 * The results panel is not part of the Header's code: a page that never searches does not carry it,
 * whichever bundler builds it (an app passes `SearchPanel`, e.g. through `React.lazy`).
 *
 * Parts (`data-scope="header"`): `root` (the `<header>`, which takes `ref`), `logo` (the home link),
 * `search` (the search box and its results), `links`. Inside, the `logo` and `search-box` scopes name
 * their own parts.
 */
export const Header = forwardRef<HTMLElement, HeaderProps>(function Header(
  {
    siteTitle,
    logo,
    searchText,
    onSearchTextChange,
    onSearch,
    searchPanel,
    onSearchFocus,
    links = [],
    ...root
  },
  ref,
) {
  const listboxId = useId();
  const [shown, show] = useState<SearchComboboxState>({ expanded: false });
  const keys = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null);
  const combobox = useMemo(() => ({ ...shown, listboxId, show, keys }), [shown, listboxId]);
  return (
    <Bar ref={ref} {...part('root')} {...rootProps(root)}>
      <Logo title={siteTitle} {...part('logo')}>
        {logo}
      </Logo>
      <SearchArea onFocus={onSearchFocus} {...part('search')}>
        <SearchComboboxContext.Provider value={combobox}>
          <SearchBox value={searchText} onChange={onSearchTextChange} onSearch={onSearch} />
          {searchPanel}
        </SearchComboboxContext.Provider>
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

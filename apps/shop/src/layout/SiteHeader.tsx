import { shopPages, shopPaths } from '@bookshop/contract';
import { useDebouncedSearch, useSearch } from '@bookshop/data';
import { Header } from '@bookshop/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useMatch } from 'react-router-dom';
import { toNamedItem } from '../features/catalogue/books';
import { useWords } from '../i18n/useWords';

/**
 * The results panel shows only once the reader searches, never in a page's first HTML: its code comes
 * when the search box is first focused (typing needs the focus), not with every page.
 */
const loadSearchPanel = () => import('@bookshop/ui/search-panel');
const SearchPanel = lazy(() => loadSearchPanel().then((module) => ({ default: module.SearchPanel })));

/** The header with the live search of SPEC section 4. */
export function SiteHeader() {
  const { words, language } = useWords();
  const search = useDebouncedSearch();
  const { setText } = search;
  // On a search's results page the box shows that search (also after a reload), its live panel closed:
  // `shown` is the text of the results on the page, and the panel opens only for another text.
  const pageText = useMatch(shopPages.search)?.params.name?.trim();
  const [shown, setShown] = useState<string>();
  useEffect(() => {
    if (pageText === undefined) return;
    setShown(pageText);
    setText(pageText);
    // Leaving the results page empties the box, unless the reader has typed another search since.
    return () => {
      setShown(undefined);
      setText((text) => (text.trim() === pageText ? '' : text));
    };
  }, [pageText, setText]);
  const open = search.open && search.text.trim() !== shown;
  const results = useSearch(open ? search.debouncedText : '', language);
  const typing = search.text.trim() !== search.debouncedText;
  const data = results.data;
  // A failed search says so instead of spinning forever, with a retry button (typing again retries too).
  const failed = !typing && results.isError;
  // Closing the panel leaves the box as the page found it: empty, or the results page's search.
  const close = () => setText(pageText ?? '');

  return (
    <Header
      siteTitle={words.siteTitle}
      searchText={search.text}
      onSearchTextChange={search.setText}
      onSearchFocus={() => void loadSearchPanel()}
      searchPanel={
        open && (
          <Suspense fallback={null}>
            <SearchPanel
              open
              loading={typing || results.isFetching || (!data && !failed)}
              error={failed ? words.searchFailed : undefined}
              onRetry={() => void results.refetch()}
              results={
                data && {
                  books: data.books.map((item) => toNamedItem(item, language)),
                  authors: data.authors.map((item) => toNamedItem(item, language)),
                  publishers: data.publishers.map((item) => toNamedItem(item, language)),
                }
              }
              onClose={close}
              onResultClick={close}
            />
          </Suspense>
        )
      }
      onSearch={(text) => setShown(text.trim())}
      links={[
        { href: shopPaths.contacts(), label: words.contacts },
        { href: shopPaths.textPage('about_us'), label: words.aboutUs },
      ]}
    />
  );
}

import { shopPaths } from '@bookshop/contract';
import { useDebouncedSearch, useSearch } from '@bookshop/data';
import { Header } from '@bookshop/ui';
import { toNamedItem } from '../books';
import { useWords } from '../i18n/useWords';

/** The header with the live search of SPEC section 4. */
export function SiteHeader() {
  const { words, language } = useWords();
  const search = useDebouncedSearch();
  const results = useSearch(search.debouncedText, language);
  const typing = search.text.trim() !== search.debouncedText;
  const data = results.data;
  // A failed search says so instead of spinning forever; typing again retries.
  const failed = !typing && results.isError;

  return (
    <Header
      siteTitle={words.siteTitle}
      searchText={search.text}
      onSearchTextChange={search.setText}
      searchOpen={search.open}
      searchLoading={typing || results.isFetching || (!data && !failed)}
      searchError={failed ? words.searchFailed : undefined}
      searchResults={
        data && {
          books: data.books.map((item) => toNamedItem(item, language)),
          authors: data.authors.map((item) => toNamedItem(item, language)),
          publishers: data.publishers.map((item) => toNamedItem(item, language)),
        }
      }
      onSearchClose={search.clear}
      onSearch={search.clear}
      links={[
        { href: shopPaths.contacts(), label: words.contacts },
        { href: shopPaths.textPage('about_us'), label: words.aboutUs },
      ]}
    />
  );
}

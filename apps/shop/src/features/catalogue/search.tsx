import { BOOK_SORTS, imageSources, readBookListSearch, shopPaths, textIn } from '@bookshop/contract';
import { bookSearchQuery, languageAtom, searchQuery } from '@bookshop/data';
import { Link, vars } from '@bookshop/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { PageLoaderArgs } from '../../app/pages';
import { useAreaWords } from '../../i18n/area';
import { LoadFailed } from '../../layout/LoadFailed';
import { PageTitle } from '../../layout/PageTitle';
import { usePageTitle } from '../../layout/usePageTitle';
import { BookGrid } from './BookGrid';
import { BookList } from './BookList';
import { toNamedItem } from './books';
import { catalogueWords } from './catalogueWords';

/** Each group of results besides the books, and the address of its items. */
const groups = [
  ['authors', shopPaths.author],
  ['publishers', shopPaths.publisher],
] as const;

/** Best match first, then every order a category offers. */
const sorts = ['relevance', ...BOOK_SORTS.filter((sort) => sort !== 'relevance')] as const;

/**
 * The results start loading with the route, in the language the shop shows: the browser shows the page
 * at once with its skeleton; the server's render waits for both answers (a failed one renders no page,
 * and the browser asks again over a skeleton).
 */
export async function loader({ params, url, context }: PageLoaderArgs) {
  const text = params.name ?? '';
  const { queryClient, store, prefetch } = context;
  const readerLanguage = store.get(languageAtom);
  const list = readBookListSearch(url.searchParams, { q: text, readerLanguage });
  const queries = [bookSearchQuery(text, list), searchQuery(text, readerLanguage)] as const;
  if (prefetch) {
    void queryClient.prefetchQuery(queries[0]);
    void queryClient.prefetchQuery(queries[1]);
  } else {
    await Promise.all([queryClient.ensureQueryData(queries[0]), queryClient.ensureQueryData(queries[1])]);
  }
}

/**
 * The full results of a search (`/search/{text}`): the books as cards with their sort, filters and
 * pages (in the address, like a category's), then the authors and publishers found.
 */
export function Component() {
  const text = useParams().name ?? '';
  const [params] = useSearchParams();
  const { words, language } = useAreaWords(catalogueWords);
  const list = useMemo(
    () => readBookListSearch(params, { q: text, readerLanguage: language }),
    [params, text, language],
  );
  const books = useQuery(bookSearchQuery(text, list));
  const found = useQuery(searchQuery(text, language));
  const { data } = found;
  // Either call failing is a failed search: one message, and its button asks again what failed.
  const failed = books.isError || found.isError;
  const retry = () => {
    if (books.isError) void books.refetch();
    if (found.isError) void found.refetch();
  };
  usePageTitle(words.searchResultsFor(text));
  const suggestion = books.data?.suggestion;

  return (
    <section aria-labelledby="search-title">
      <PageTitle id="search-title">{words.searchResultsFor(text)}</PageTitle>
      {books.isPending && <BookGrid books={[]} loading emptyText="" headingLevel={3} />}
      {failed && <LoadFailed message={words.searchFailed} onRetry={retry} />}
      {suggestion && (
        <p>
          {words.didYouMean}{' '}
          <Link href={shopPaths.search(textIn(suggestion.name, language))}>
            {textIn(suggestion.name, language)}
          </Link>
          ?
        </p>
      )}
      {books.data && (books.data.total > 0 || !suggestion) && (
        <section aria-labelledby="search-books">
          <h2 id="search-books">{words.searchPanel.books}</h2>
          <BookList
            list={list}
            answer={books.data}
            loading={books.isPlaceholderData}
            href={(next) => shopPaths.search(text, next)}
            sorts={[...sorts]}
            emptyText={words.searchPanel.noResults}
            headingLevel={3}
          />
        </section>
      )}
      {data &&
        groups.map(([group, path]) =>
          data[group].length > 0 ? (
            <Group key={group} aria-labelledby={`search-${group}`}>
              <h2 id={`search-${group}`}>{words.searchPanel[group]}</h2>
              <ul>
                {data[group].map((result) => {
                  const item = toNamedItem(result, language);
                  return (
                    <li key={item.id}>
                      <Link href={path(item.id, item.pathName)}>
                        <img
                          {...imageSources(item.image)}
                          sizes="48px"
                          alt=""
                          width={48}
                          height={48}
                          loading="lazy"
                        />
                        <span>{item.name}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </Group>
          ) : null,
        )}
    </section>
  );
}

const Group = styled.section`
  margin-top: ${vars.space.xl};

  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
    gap: ${vars.space.sm};
    list-style: none;
    padding: 0;
  }
  a {
    display: flex;
    align-items: center;
    gap: ${vars.space.sm};
    padding: ${vars.space.sm};
    background: ${vars.color.surface};
    border-radius: ${vars.radius.sm};
    text-decoration: none;
  }
`;

import { type BookListRequest, bookListApiPath, withBookListDefaults } from '@bookshop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../client';
import { withId } from '../ids';
import { queryKeys } from '../queryKeys';

/**
 * One page of the books a search found (the search results page), best match first unless sorted
 * otherwise, filtered, with the facets; `suggestion` names the closest book when nothing matched.
 * The reader's language ranks names in it first. While the next page loads, the page shown stays.
 */
export function bookSearchQuery(text: string, list: Omit<BookListRequest, 'q'> = {}) {
  const query = withBookListDefaults({ ...list, q: text });
  return queryOptions({
    queryKey: queryKeys.books.page(query),
    queryFn: async ({ signal }) =>
      withId(
        await request(bookListApiPath(query), {
          errorCode: 'searchByNameError',
          answer: 'bookSearch',
          signal,
        }),
      ),
    enabled: query.q !== undefined,
    placeholderData: keepPreviousData,
  });
}

export function useBookSearch(text: string, list: Omit<BookListRequest, 'q'> = {}) {
  return useQuery(bookSearchQuery(text, list));
}

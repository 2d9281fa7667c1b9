import { type BookListRequest, bookListApiPath, withBookListDefaults } from '@bookshop/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../client';
import { withId } from '../ids';
import { queryKeys } from '../queryKeys';

/**
 * One page of a category's list (or of the whole catalogue), sorted and filtered, with the total and
 * the facets. Equal lists have equal keys and addresses whatever order their parameters came in.
 * While the next page (or sort, or filter) loads, the page shown stays, marked `isPlaceholderData`.
 */
export function bookListQuery(list: Omit<BookListRequest, 'q'>) {
  const query = withBookListDefaults({ ...list, q: undefined });
  return queryOptions({
    queryKey: queryKeys.books.page(query),
    queryFn: async ({ signal }) =>
      withId(
        await request(bookListApiPath(query), { errorCode: 'getBooksError', answer: 'bookList', signal }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useBookList(list: Omit<BookListRequest, 'q'>) {
  return useQuery(bookListQuery(list));
}

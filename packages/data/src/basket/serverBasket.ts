import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../client';
import { withId } from '../ids';
import { queryKeys } from '../queryKeys';

/** The signed-in user's basket on the server. */
export function basketQuery() {
  return queryOptions({
    queryKey: queryKeys.basket,
    queryFn: async ({ signal }) =>
      withId(
        (
          await request('/books/get-basket-books', {
            errorCode: 'loadBasketBooksError',
            answer: 'basket',
            signal,
          })
        ).basketBooks,
      ),
  });
}

/** One more copy of a book in the server basket; the answer is the whole basket. */
export async function addBookToServerBasket(bookId: string) {
  const { basketBooks } = await request(`/books/${encodeURIComponent(bookId)}/add-book-to-basket`, {
    errorCode: 'addBookToBasketError',
    answer: 'basket',
    method: 'POST',
  });
  return withId(basketBooks);
}

/** One copy less of a book in the server basket; the answer is the whole basket. */
export async function removeBookFromServerBasket(bookId: string) {
  const { basketBooks } = await request(`/books/${encodeURIComponent(bookId)}/remove-book-from-basket`, {
    errorCode: 'removeBookFromBasketError',
    answer: 'basket',
    method: 'POST',
  });
  return withId(basketBooks);
}

export function useAddBookToBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBookToServerBasket,
    onSuccess: (basket) => queryClient.setQueryData(queryKeys.basket, basket),
  });
}

export function useRemoveBookFromBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBookFromServerBasket,
    onSuccess: (basket) => queryClient.setQueryData(queryKeys.basket, basket),
  });
}

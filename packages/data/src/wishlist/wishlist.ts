import { wishlistApiPaths } from '@bookshop/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../client';
import { withId } from '../ids';
import { queryKeys } from '../queryKeys';

// "Para después" (issue 37): books a signed-in reader keeps for later.

/** The signed-in reader's books kept for later, newest first. */
export function wishlistQuery() {
  return queryOptions({
    queryKey: queryKeys.wishlist,
    queryFn: async ({ signal }) =>
      (
        await request(wishlistApiPaths.wishlist(), {
          errorCode: 'loadWishlistError',
          answer: 'wishlist',
          signal,
        })
      ).wishlist,
  });
}

/** Keeps a book for later (`keep: true`) or forgets it; the answer is the whole list. */
export function useToggleForLater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ bookId, keep }: { bookId: string; keep: boolean }) =>
      (
        await request(wishlistApiPaths.book(bookId), {
          errorCode: keep ? 'keepForLaterError' : 'forgetForLaterError',
          answer: 'wishlist',
          method: keep ? 'PUT' : 'DELETE',
        })
      ).wishlist,
    onSuccess: (wishlist) => queryClient.setQueryData(queryKeys.wishlist, wishlist),
  });
}

/** One copy of a kept book into the basket, out of the list: both caches get the server's answer. */
export function useMoveForLaterToBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookId: string) =>
      request(wishlistApiPaths.toBasket(bookId), {
        errorCode: 'moveToBasketError',
        answer: 'wishlistToBasket',
        method: 'POST',
      }),
    onSuccess: ({ wishlist, basketBooks }) => {
      queryClient.setQueryData(queryKeys.wishlist, wishlist);
      queryClient.setQueryData(queryKeys.basket, withId(basketBooks));
    },
    // A refusal (sold out meanwhile) shows the stock as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.wishlist }),
  });
}

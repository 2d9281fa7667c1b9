import { textIn } from '@bookshop/contract';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { bookQuery } from '../books/book';
import { ApiError } from '../client';
import { basketAdditionAtom } from '../state/basketAddition';
import { basketMergeAtom } from '../state/basketMerge';
import { basketRefusalAtom } from '../state/basketRefusal';
import { addBookToGuestBasket, guestBasketAtom, removeBookFromGuestBasket } from '../state/guestBasket';
import { languageAtom } from '../state/language';
import { useCurrentUser } from '../user/user';
import { mergeGuestBasket } from './merge';
import { basketQuery, useAddBookToBasket, useRemoveBookFromBasket } from './serverBasket';
import { basketTotals } from './totals';

/** A basket line as the shop shows it, whoever keeps the basket. */
export interface BasketLine {
  count: number;
  /** `stock`: copies the shop has (once known), which the basket may not pass. */
  book: { id: string; name: string; price: number; image?: string; stock?: number };
}

export interface BasketBook {
  id: string;
  name: string;
  price: number;
  /** Copies the shop has, as the page showing the book knows: a guest's basket may not hold more. */
  stock?: number;
}

/** A guest basket's books are read again at most every ten minutes (their names and pictures). */
const GUEST_BOOK_STALE_MS = 10 * 60_000;

/**
 * The shopper's basket: on the server when signed in, in the browser for guests (SPEC section 4),
 * with its totals and the actions that change it.
 */
export function useBasket() {
  const queryClient = useQueryClient();
  const store = useStore();
  const language = useAtomValue(languageAtom);
  const { data: user } = useCurrentUser();
  const signedIn = Boolean(user);
  const [guestBasket, setGuestBasket] = useAtom(guestBasketAtom);
  const server = useQuery({ ...basketQuery(), enabled: signedIn });
  const addToServer = useAddBookToBasket();
  const removeFromServer = useRemoveBookFromBasket();
  const refusal = useAtomValue(basketRefusalAtom);
  const refuse = useSetAtom(basketRefusalAtom);
  const addition = useAtomValue(basketAdditionAtom);
  const added = useSetAtom(basketAdditionAtom);
  const merged = useAtomValue(basketMergeAtom);

  // Guest copies the server did not accept at sign-in are sent again, so none is left behind.
  const guestCopiesLeft = signedIn && guestBasket.length > 0;
  useEffect(() => {
    if (guestCopiesLeft) mergeGuestBasket(queryClient, store).catch(() => {});
  }, [guestCopiesLeft, queryClient, store]);

  // A guest's basket keeps each name in the language it was added in (SPEC's stored shape): the names
  // shown come from the catalogue in the reader's language, the stored one until the book is in.
  const guestBooks = useQueries({
    queries: (signedIn ? [] : guestBasket).map((entry) => ({
      ...bookQuery(entry.book.id),
      staleTime: GUEST_BOOK_STALE_MS,
    })),
  });

  const lines: BasketLine[] = signedIn
    ? (server.data ?? []).map(({ count, book }) => ({
        count,
        book: { id: book.id, name: textIn(book.name, language), price: book.price, image: book.image },
      }))
    : guestBasket.map((entry, index) => {
        const book = guestBooks[index]?.data;
        return book
          ? {
              count: entry.count,
              book: {
                ...entry.book,
                name: textIn(book.name, language),
                image: book.image,
                stock: book.stock,
              },
            }
          : entry;
      });

  return {
    signedIn,
    lines,
    ...basketTotals(lines),
    loading: signedIn && server.isPending,
    error: server.error ?? addToServer.error ?? removeFromServer.error,
    /** The last copy refused (more than the stock): the shop names the book. */
    refusal,
    /** The last copy the reader added, once the basket holds it: the shop confirms it. */
    addition,
    /** The copies a guest had saved that sign-in moved into the account's basket: the shop says so. */
    merged,
    // From the basket as it is now, not as last rendered: two taps before a render both count.
    add: (book: BasketBook) => {
      if (signedIn) {
        // The server keeps the count within the stock; its 409 names the book.
        addToServer.mutate(book.id, {
          onSuccess: () => added({ id: book.id, name: book.name, at: Date.now() }),
          onError: (error) => {
            const [refused] = error instanceof ApiError ? error.books : [];
            if (refused) refuse({ ...refused, at: Date.now() });
          },
        });
        return;
      }
      // A guest's basket is checked against the catalogue's stock: the page's, or the basket's own read.
      const { stock: shown, name, price, id } = book;
      const stock = shown ?? lines.find((line) => line.book.id === id)?.book.stock;
      const inBasket = store.get(guestBasketAtom).find((entry) => entry.book.id === id)?.count ?? 0;
      if (stock !== undefined && inBasket + 1 > stock) {
        const known = guestBooks.find((query) => query.data?.id === id)?.data?.name;
        refuse({
          id,
          name: known ?? { eng: name, esp: name },
          stock,
          reason: 'notEnoughStock',
          at: Date.now(),
        });
        return;
      }
      setGuestBasket((current) => addBookToGuestBasket(current, { id, name, price }));
      added({ id, name, at: Date.now() });
    },
    remove: (bookId: string) =>
      signedIn
        ? removeFromServer.mutate(bookId)
        : setGuestBasket((current) => removeBookFromGuestBasket(current, bookId)),
  };
}

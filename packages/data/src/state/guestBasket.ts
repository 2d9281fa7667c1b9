import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { z } from 'zod';

/** Storage key of the guest basket (SPEC section 3). */
export const BASKET_KEY = 'basket';

const guestBasketEntrySchema = z.object({
  count: z.number().int().positive(),
  book: z.object({ id: z.string(), name: z.string(), price: z.number().nonnegative() }),
});
export type GuestBasketEntry = z.infer<typeof guestBasketEntrySchema>;
const guestBasketSchema = z.array(guestBasketEntrySchema);

const storage = createJSONStorage<GuestBasketEntry[]>(() => localStorage);

/** A guest's basket, kept in localStorage; anything unreadable there counts as an empty basket. */
export const guestBasketAtom = atomWithStorage<GuestBasketEntry[]>(
  BASKET_KEY,
  [],
  {
    ...storage,
    getItem: (key, initial) => {
      const parsed = guestBasketSchema.safeParse(storage.getItem(key, initial));
      return parsed.success ? parsed.data : initial;
    },
  },
  { getOnInit: true },
);

/** Adds one copy of a book: its count goes up, or it joins the basket with count 1. */
export function addBookToGuestBasket(
  basket: GuestBasketEntry[],
  book: GuestBasketEntry['book'],
): GuestBasketEntry[] {
  const entry = basket.find((item) => item.book.id === book.id);
  if (!entry) return [...basket, { count: 1, book }];
  return basket.map((item) => (item === entry ? { ...item, count: item.count + 1 } : item));
}

/** Takes one copy away; the book leaves the basket at 0. */
export function removeBookFromGuestBasket(basket: GuestBasketEntry[], bookId: string): GuestBasketEntry[] {
  return basket.flatMap((item) => {
    if (item.book.id !== bookId) return [item];
    return item.count > 1 ? [{ ...item, count: item.count - 1 }] : [];
  });
}

export const addToGuestBasketAtom = atom(null, (get, set, book: GuestBasketEntry['book']) => {
  set(guestBasketAtom, addBookToGuestBasket(get(guestBasketAtom), book));
});

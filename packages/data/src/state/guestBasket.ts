import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Storage key of the guest basket (SPEC section 3). */
export const BASKET_KEY = 'basket';

export interface GuestBasketEntry {
  count: number;
  book: { id: string; name: string; price: number };
}

/** Checks what browser storage holds, which anything could have written (a plain check: no zod up front). */
function isGuestBasket(value: unknown): value is GuestBasketEntry[] {
  return Array.isArray(value) && value.every(isGuestBasketEntry);
}

function isGuestBasketEntry(value: unknown): value is GuestBasketEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { count, book } = value as Partial<Record<keyof GuestBasketEntry, unknown>>;
  if (!Number.isInteger(count) || (count as number) < 1) return false;
  if (typeof book !== 'object' || book === null) return false;
  const { id, name, price } = book as Partial<Record<keyof GuestBasketEntry['book'], unknown>>;
  return (
    typeof id === 'string' && typeof name === 'string' && Number.isFinite(price) && (price as number) >= 0
  );
}

// localStorage where there is one; none on the server, which renders pages for a guest in Spanish.
const storage = createJSONStorage<GuestBasketEntry[]>();

/** A guest's basket, kept in localStorage; anything unreadable there counts as an empty basket. */
export const guestBasketAtom = atomWithStorage<GuestBasketEntry[]>(
  BASKET_KEY,
  [],
  {
    ...storage,
    getItem: (key, initial) => {
      const stored: unknown = storage.getItem(key, initial);
      return isGuestBasket(stored) ? stored : initial;
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

import { atom } from 'jotai';

/** The last copy the reader put into the basket: which book (its name as shown), and when. */
export interface BasketAddition {
  id: string;
  name: string;
  at: number;
}

/**
 * Set by `useBasket`'s `add` once the basket holds the copy (a signed-in reader's, once the server said
 * so): the shop confirms the reader's own taps, never a basket that merely loaded or merged.
 */
export const basketAdditionAtom = atom<BasketAddition | null>(null);

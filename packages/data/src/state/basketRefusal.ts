import { atom } from 'jotai';
import type { RefusedBook } from '../client';

/** The last copy the basket would not take: which book (its names), the copies left, and when. */
export interface BasketRefusal extends RefusedBook {
  at: number;
}

/** Shared by every `useBasket` and the sign-in merge, so that the shop says it once, wherever it came from. */
export const basketRefusalAtom = atom<BasketRefusal | null>(null);

import { atom } from 'jotai';

/** The copies a guest had saved in the browser that sign-in moved into the account's basket, and when. */
export interface BasketMerge {
  copies: number;
  at: number;
}

/** Set by the sign-in's merge once it moved at least one copy: the shop tells the reader so. */
export const basketMergeAtom = atom<BasketMerge | null>(null);

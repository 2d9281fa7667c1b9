import { atom } from 'jotai';

export type HomeTab = 'new' | 'popular';

/** The home page's book carousel tab: new books by default (SPEC section 4). */
export const homeTabAtom = atom<HomeTab>('new');

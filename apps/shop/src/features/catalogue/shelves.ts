import type { CardsPerView } from '@bookshop/ui';

/** The space on each side of a page's content (px). */
export const PAGE_GUTTER_PX = 24;

/**
 * SPEC section 9: the book carousel shows 5 books in a window over 950 px wide, 4 from 761, 3 from 571,
 * 2 from 391 and 1 below. The kit's shelves count by their own width, which on the shop's pages is the
 * window's less a gutter on each side: so these are the SPEC's widths less both gutters.
 */
export const SHELF_CARDS: CardsPerView = (
  [
    [391, 2],
    [571, 3],
    [761, 4],
    [951, 5],
  ] as const
).map(([windowWidth, cards]) => [windowWidth - 2 * PAGE_GUTTER_PX, cards] as const);

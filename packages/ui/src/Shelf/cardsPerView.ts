/** From which viewport width (px) how many cards a shelf shows side by side; below the first, one. */
export const CARDS_PER_VIEW: readonly (readonly [minWidth: number, cards: number])[] = [
  [391, 2],
  [571, 3],
  [761, 4],
  [951, 5],
];

/** How many cards fit side by side at a viewport `width` (px). */
export function cardsPerView(width: number): number {
  let cards = 1;
  for (const [minWidth, count] of CARDS_PER_VIEW) if (width >= minWidth) cards = count;
  return cards;
}

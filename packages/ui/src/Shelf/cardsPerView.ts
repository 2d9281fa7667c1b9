/** From which width of a shelf (px) how many cards it shows side by side; below the first, one. */
export type CardsPerView = readonly (readonly [minWidth: number, cards: number])[];

/** The kit's default: a card gets at least about 170 px. */
export const CARDS_PER_VIEW: CardsPerView = [
  [360, 2],
  [540, 3],
  [720, 4],
  [900, 5],
];

/** How many cards a shelf `width` px wide shows. */
export function cardsPerView(width: number, table: CardsPerView = CARDS_PER_VIEW): number {
  let cards = 1;
  for (const [minWidth, count] of table) if (width >= minWidth) cards = count;
  return cards;
}

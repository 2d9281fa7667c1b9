export { CARDS_PER_VIEW, type CardsPerView, cardsPerView } from './cardsPerView';
export type { ShelfLabels } from './labels';
export { Shelf, type ShelfProps } from './Shelf';

export { CARDS_PER_VIEW, cardsPerView } from './cardsPerView';
export { Shelf, type ShelfProps } from './Shelf';

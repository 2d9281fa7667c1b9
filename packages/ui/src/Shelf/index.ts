export { CARDS_PER_VIEW, type CardsPerView, cardsPerView } from './cardsPerView';
export { Shelf, type ShelfProps } from './Shelf';

export {
  BookCarousel,
  type BookCarouselProps,
  type BookCarouselTab,
} from './BookCarousel';
export { BookShelf, type BookShelfProps } from './BookShelf';
export type { BookCarouselLabels } from './labels';

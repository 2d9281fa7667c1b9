export {
  BookCarousel,
  type BookCarouselLabels,
  type BookCarouselProps,
  type BookCarouselTab,
} from './BookCarousel';
export { BookShelf, type BookShelfProps } from './BookShelf';

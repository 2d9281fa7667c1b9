export {
  type Entity,
  EntityCarousel,
  type EntityCarouselLabels,
  type EntityCarouselProps,
  entityPath,
} from './EntityCarousel';

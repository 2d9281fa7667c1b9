export { type Entity, EntityCarousel, type EntityCarouselProps } from './EntityCarousel';
export type { EntityCarouselLabels } from './labels';

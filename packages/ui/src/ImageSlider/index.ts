export {
  IMAGE_SLIDER_DELAY_MS,
  type ImageSlide,
  ImageSlider,
  type ImageSliderProps,
} from './ImageSlider';
export type { ImageSliderLabels } from './labels';

export {
  IMAGE_SLIDER_DELAY_MS,
  IMAGE_SLIDER_SIZES,
  type ImageSlide,
  ImageSlider,
  type ImageSliderProps,
} from './ImageSlider';
export type { ImageSliderLabels } from './labels';

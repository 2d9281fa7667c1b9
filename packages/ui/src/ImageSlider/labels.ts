export interface ImageSliderLabels {
  /** Accessible name of the slider region. */
  label: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const imageSliderLabels: ImageSliderLabels = { label: 'Featured' };

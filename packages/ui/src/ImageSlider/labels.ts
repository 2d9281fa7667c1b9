export interface ImageSliderLabels {
  /** Accessible name of the slider region. */
  label: string;
  /** The button that stops the turning (WCAG 2.2.2). */
  pause: string;
  /** The same button while stopped. */
  play: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const imageSliderLabels: ImageSliderLabels = {
  label: 'Featured',
  pause: 'Pause the slides',
  play: 'Play the slides',
};

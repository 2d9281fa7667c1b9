export interface SpinnerLabels {
  /** What is loading, for screen readers. */
  loading: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const spinnerLabels: SpinnerLabels = { loading: 'Loading' };

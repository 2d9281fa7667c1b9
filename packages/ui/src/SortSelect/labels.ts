export interface SortSelectLabels {
  /** The select's label. */
  label: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const sortSelectLabels: SortSelectLabels = { label: 'Sort by' };

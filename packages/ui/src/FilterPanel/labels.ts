export interface FilterPanelLabels {
  /** The panel's heading, and the drawer's button. */
  title: string;
  /** A range's lower and upper field. */
  from: string;
  to: string;
  /** Applies a range. */
  apply: string;
  /** Removes every filter. */
  clear: string;
  /** The drawer's close button: how many books the list holds now. */
  showBooks: (count: number) => string;
  /** The drawer's close (×) button. */
  close: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const filterPanelLabels: FilterPanelLabels = {
  title: 'Filters',
  from: 'From',
  to: 'To',
  apply: 'Apply',
  clear: 'Clear filters',
  showBooks: (count) => `Show ${count} ${count === 1 ? 'book' : 'books'}`,
  close: 'Close',
};

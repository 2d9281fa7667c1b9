export interface DataTableLabels {
  /** Read after a sortable column's name: how it is sorted now, or that it can be. */
  sortedAscending: string;
  sortedDescending: string;
  sortable: string;
  /** Shown instead of rows while they load. */
  loading: string;
  /** Shown when there is no row. */
  empty: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const dataTableLabels: DataTableLabels = {
  sortedAscending: 'sorted ascending',
  sortedDescending: 'sorted descending',
  sortable: 'sort by this column',
  loading: 'Loading',
  empty: 'Nothing found',
};

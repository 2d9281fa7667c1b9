export interface PaginationLabels {
  /** Name of the navigation landmark. */
  nav: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  /** A page's link, read out with its number ("Page 3"). */
  page: (page: number) => string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const paginationLabels: PaginationLabels = {
  nav: 'Pages',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  page: (page) => `Page ${page}`,
};

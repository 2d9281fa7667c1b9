export interface BreadcrumbsLabels {
  /** Accessible name of the navigation landmark. */
  nav: string;
  /** The first crumb, the home page. */
  home: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const breadcrumbsLabels: BreadcrumbsLabels = {
  nav: 'Breadcrumb',
  home: 'Home',
};

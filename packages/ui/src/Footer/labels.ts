export interface FooterLabels {
  /** Accessible name of the links' navigation. */
  nav: string;
  /** Accessible name of the social links. */
  social: string;
  toTop: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const footerLabels: FooterLabels = { nav: 'Site', social: 'Follow us', toTop: 'Back to top' };

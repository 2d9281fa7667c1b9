export interface NotFoundLabels {
  title: string;
  text: string;
  /** The link back. */
  link: string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const notFoundLabels: NotFoundLabels = {
  title: 'Page not found',
  text: 'The page you are looking for is not available.',
  link: 'Go to the main page',
};

/** The "keep for later" toggle's texts. */
export interface ForLaterButtonLabels {
  /** The button's text; pressed, the book is kept. */
  keepForLater: string;
  /** Its accessible name, given the book's name (a page of cards has one per book). */
  keepBook: (name: string) => string;
}

/** The English texts (the kit's default, and part of the `en` pack). */
export const forLaterButtonLabels: ForLaterButtonLabels = {
  keepForLater: 'Save for later',
  keepBook: (name) => `Save for later: ${name}`,
};

/**
 * The languages' names as one language writes them on their own, by code ("Spanish", "Inglés",
 * "Anglès"): the catalogue forms name their fields by them, and a storefront names a book's language
 * with them.
 */
export type LanguageNamesLabels = Record<string, string>;

/** The English names (the kit's default, and part of the `en` pack). */
export const languageNamesLabels: LanguageNamesLabels = { esp: 'Spanish', eng: 'English', cat: 'Catalan' };

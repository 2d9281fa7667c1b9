import type { AdminField } from './AdminForm';
import type { LanguageNamesLabels } from './languageNames';

/**
 * A language admins write the catalogue's texts in: its code (`esp`, `cat`, `arm`), its name as the
 * reader's language writes it on its own ("Inglés", "Anglès", "English"; the labels' `languageNames`
 * when not given), and whether the server needs it (a required field; the others are optional).
 */
export interface FormLanguage {
  code: string;
  name?: string;
  required?: boolean;
}

/** The SPEC's languages in its forms' order: English, then Spanish, both required. */
export const specLanguages: readonly FormLanguage[] = [
  { code: 'eng', required: true },
  { code: 'esp', required: true },
];

/**
 * A text admins write in each offered language, by code: English and Spanish (the SPEC's, which a shop
 * always offers), and each other language offered.
 */
export interface Localised {
  eng: string;
  esp: string;
  [code: string]: string | undefined;
}

/** The texts that name a localised text's fields: one per part, given the language's name. */
export interface LocalisedLabels {
  /** The name's field in one language ("Nombre en inglés"). */
  name: (language: string) => string;
  /** The longer text's field in one language ("Biografía en inglés"). */
  text: (language: string) => string;
  /** The languages' names when `languages` gives none: `{ esp: 'Español', eng: 'Inglés', cat: 'Catalán' }`. */
  languageNames: LanguageNamesLabels;
}

/** A localised text's parts: its name, and its biography, information or description. */
export type LocalisedPart = 'name' | 'text';

/** A field's name: the part and the language's code, `nameEng`, `textArm`. */
const fieldName = (part: LocalisedPart, code: string) =>
  `${part}${code.charAt(0).toUpperCase()}${code.slice(1)}`;

/**
 * The fields of one localised text (`name` or `text`): one per language, in the given order; the
 * languages the server needs required, the others optional (a blank one reads as another language).
 */
export function localisedFields(
  part: LocalisedPart,
  labels: LocalisedLabels,
  languages: readonly FormLanguage[] = specLanguages,
  type?: AdminField['type'],
): AdminField[] {
  return languages.map((language) => ({
    name: fieldName(part, language.code),
    label: labels[part](language.name ?? labels.languageNames[language.code] ?? language.code),
    type,
    optional: !language.required,
  }));
}

/**
 * A localised text from the form's fields, by each language's code; an optional one trimmed, so that
 * a blank one is sent as '' and clears a stored text.
 */
export function localisedValue(
  values: Record<string, string>,
  part: LocalisedPart,
  languages: readonly FormLanguage[] = specLanguages,
): Localised {
  return Object.fromEntries(
    languages.map(({ code, required }) => {
      const text = values[fieldName(part, code)] ?? '';
      return [code, required ? text : text.trim()];
    }),
  ) as Localised;
}

/** The starting texts of one localised text's fields (an edit form's): blank where none was written. */
export function localisedInitialValues(
  part: LocalisedPart,
  text: Localised,
  languages: readonly FormLanguage[] = specLanguages,
): Record<string, string> {
  return Object.fromEntries(languages.map(({ code }) => [fieldName(part, code), text[code] ?? '']));
}

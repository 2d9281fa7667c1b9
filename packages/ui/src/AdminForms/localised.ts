import type { LanguageCode } from '../TopBar/LanguageSelector';
import type { AdminField } from './AdminForm';

/** A text admins write in each language: Spanish and English always, Catalan when the shop offers it. */
export interface Localised {
  eng: string;
  esp: string;
  cat?: string;
}

/** The labels of one localised text's fields, e.g. `nameEng`, `nameEsp`, `nameCat`. */
export type LocalisedLabels<Part extends string> = Record<`${Part}${'Eng' | 'Esp' | 'Cat'}`, string>;

const offersCatalan = (languages: readonly LanguageCode[] | undefined) => languages?.includes('cat') ?? false;

/**
 * The fields of one localised text (`name` or `text`): English and Spanish, required (the server needs
 * both), then Catalan, optional, when the shop offers it (a blank one reads as Spanish).
 */
export function localisedFields<Part extends string>(
  part: Part,
  labels: LocalisedLabels<Part>,
  languages: readonly LanguageCode[] | undefined,
  type?: AdminField['type'],
): AdminField[] {
  const field = (suffix: 'Eng' | 'Esp' | 'Cat') => ({
    name: `${part}${suffix}`,
    label: labels[`${part}${suffix}`],
    type,
  });
  return [
    field('Eng'),
    field('Esp'),
    ...(offersCatalan(languages) ? [{ ...field('Cat'), optional: true }] : []),
  ];
}

/**
 * A localised text from the form's fields; Catalan only when the shop offers it (blank then clears a
 * stored one), so that a shop without Catalan sends what it always has.
 */
export function localisedValue(
  values: Record<string, string>,
  part: string,
  languages: readonly LanguageCode[] | undefined,
): Localised {
  const text: Localised = { eng: values[`${part}Eng`] ?? '', esp: values[`${part}Esp`] ?? '' };
  return offersCatalan(languages) ? { ...text, cat: values[`${part}Cat`]?.trim() ?? '' } : text;
}

/** The starting texts of one localised text's fields (an edit form's). */
export function localisedInitialValues(part: string, text: Localised): Record<string, string> {
  return { [`${part}Eng`]: text.eng, [`${part}Esp`]: text.esp, [`${part}Cat`]: text.cat ?? '' };
}

import { REQUIRED_LANGUAGES } from '@bookshop/contract';
import { offeredLanguagesAtom } from '@bookshop/data';
import type { FormLanguage, LocalisedLabels } from '@bookshop/ui';
import { useAtomValue } from 'jotai';
import { useWords } from '../../i18n/useWords';

const required: readonly string[] = REQUIRED_LANGUAGES;

/**
 * The languages the admin forms give a field of each name and text in: the shop's offered ones, in
 * its order, named in the reader's language as its book languages are; the ones every text is given
 * in required, the others optional.
 */
export function useFormLanguages(): FormLanguage[] {
  const offered = useAtomValue(offeredLanguagesAtom);
  const { words } = useWords();
  return offered.map((code) => ({
    code,
    name: words.languageNames[code] ?? code,
    required: required.includes(code),
  }));
}

/** The parts of a localised text as the server names them: a name, and a book's, author's or publisher's text. */
const textParts: readonly string[] = ['info', 'biography', 'information'];

/**
 * The label of a localised field the server refused, as its form shows it: `name.cat` is "Nombre en
 * catalán"; undefined for any other field.
 */
export function localisedFieldLabel(
  field: string,
  labels: LocalisedLabels,
  languages: readonly FormLanguage[],
): string | undefined {
  const [part = '', code, ...rest] = field.split('.');
  const language = languages.find((offered) => offered.code === code);
  if (!language?.name || rest.length > 0) return undefined;
  if (part === 'name') return labels.name(language.name);
  return textParts.includes(part) ? labels.text(language.name) : undefined;
}

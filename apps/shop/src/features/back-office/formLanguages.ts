import { REQUIRED_LANGUAGES } from '@bookshop/contract';
import { offeredLanguagesAtom } from '@bookshop/data';
import type { FormLanguage } from '@bookshop/ui';
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
    name: words.bookLanguageNames[code] ?? code,
    required: required.includes(code),
  }));
}

import { languageAtom, wordsAtom } from '@bookshop/data';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { locales, shopWords, type Words } from './words';

/** The labels, locale and language the reader chose: `main.words` from the data layer plus the shop's own. */
export function useWords() {
  const language = useAtomValue(languageAtom);
  const mainWords = useAtomValue(wordsAtom);
  const words: Words = useMemo(() => ({ ...mainWords, ...shopWords[language] }), [mainWords, language]);
  return { language, words, locale: locales[language] };
}

import { languageAtom } from '@bookshop/data';
import { useAtomValue } from 'jotai';
import { locales, words } from './words';

/** The labels, locale and language the reader chose. */
export function useWords() {
  const language = useAtomValue(languageAtom);
  return { language, words: words[language], locale: locales[language] };
}

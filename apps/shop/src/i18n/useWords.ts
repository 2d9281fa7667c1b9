import { languageAtom } from '@bookshop/data';
import { useAtomValue } from 'jotai';
import { locales, shopWords } from './words';

/** The texts, locale and language the reader chose. */
export function useWords() {
  const language = useAtomValue(languageAtom);
  return { language, words: shopWords[language], locale: locales[language] };
}

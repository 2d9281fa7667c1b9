import { inLanguage, languageTable } from '@bookshop/contract';
import { languageAtom } from '@bookshop/data';
import { useAtomValue } from 'jotai';
import { shopWords } from './words';

/** The texts, locale and language the reader chose. */
export function useWords() {
  const language = useAtomValue(languageAtom);
  return { language, words: inLanguage(shopWords, language), locale: languageTable[language].locale };
}

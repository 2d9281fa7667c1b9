import { chosenLanguageAtom, languageAtom } from '@bookshop/data';
import type { getDefaultStore } from 'jotai';
import { loadWords } from '../i18n/languageWords';

/**
 * Shows the reader's chosen language, now and whenever it changes (in this tab's selector or in
 * another tab), once its words are in: the whole page changes at once, never half of it. A choice
 * overtaken by another while its words load is dropped. Resolves once the page shows the chosen
 * language, which its first render awaits.
 */
export function followChosenLanguage(store: ReturnType<typeof getDefaultStore>): Promise<void> {
  return new Promise((shown) => {
    let latest = 0;
    const follow = async () => {
      latest += 1;
      const turn = latest;
      const chosen = store.get(chosenLanguageAtom);
      await loadWords(chosen);
      if (turn !== latest) return;
      store.set(languageAtom, chosen);
      shown();
    };
    store.sub(chosenLanguageAtom, () => void follow());
    void follow();
  });
}

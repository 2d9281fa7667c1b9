import type { InLanguages, Language, RequiredLanguage } from '@bookshop/contract';
import type { catalanWords } from './catalan';

/** The dictionaries of a language the shop loads on demand, by name (`shop`, `account`, ...). */
type LoadedWords = typeof catalanWords;

/**
 * The languages whose words are not in the first page's scripts: only their readers load them, so a
 * Spanish or English reader's first load carries none of them (the first-load budgets).
 */
const loaders: Partial<Record<Language, () => Promise<LoadedWords>>> = {
  cat: () => import('./catalan').then((module) => module.catalanWords),
};

const loaded = new Map<Language, LoadedWords>();

/**
 * Loads the words of `language` if they are not in yet. The server awaits it before it renders a page,
 * the browser before its first render and before it shows a language chosen in the selector, so no page
 * shows the fallback's words first. It never fails.
 */
export async function loadWords(language: Language): Promise<void> {
  const load = loaders[language];
  if (!load || loaded.has(language)) return;
  try {
    loaded.set(language, await load());
  } catch {
    // Its module did not arrive (the network failed): the page reads its fallback's words rather than
    // not start or not switch; the next choice of the language tries again.
  }
}

/**
 * A dictionary in Spanish and English, with each language loaded on demand read from that language's
 * loaded words (`read`, e.g. `(words) => words.account`): until they are in, reading that language gives
 * its fallback's (`inLanguage`).
 */
export function withLoadedWords<T>(
  words: { [L in RequiredLanguage]: T },
  read: (words: LoadedWords) => T,
): InLanguages<T> {
  const dictionary = { ...words };
  for (const language of Object.keys(loaders) as Language[]) {
    Object.defineProperty(dictionary, language, {
      enumerable: true,
      get: () => {
        const words = loaded.get(language);
        return words && read(words);
      },
    });
  }
  return dictionary;
}

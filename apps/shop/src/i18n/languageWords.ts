import { type InLanguages, type Language, languageTable } from '@bookshop/contract';

/**
 * Where a dictionary's words come from in the languages whose words are not in the scripts that show
 * it: one module per dictionary and language (`() => import('../../i18n/catalan/catalogueWords')`), so a
 * reader loads only their language's words, and only those of the parts of the shop they visit.
 */
export type WordsLoaders<T> = Partial<Record<Language, () => Promise<T>>>;

/** A dictionary whose module has been evaluated (its part of the shop is loaded), with its loaded words. */
interface LoadedDictionary {
  loaders: Partial<Record<Language, () => Promise<unknown>>>;
  loaded: Map<Language, unknown>;
  loading: Map<Language, Promise<void>>;
}

const dictionaries: LoadedDictionary[] = [];

/** The language the browser's reader reads, once known: a page's words load in it (`loadReaderWords`). */
let readerLanguage: Language | undefined;

function loadInto(dictionary: LoadedDictionary, language: Language): Promise<void> {
  const load = dictionary.loaders[language];
  if (!load || dictionary.loaded.has(language)) return Promise.resolve();
  const loading =
    dictionary.loading.get(language) ??
    load().then(
      (words) => {
        dictionary.loaded.set(language, words);
        dictionary.loading.delete(language);
      },
      () => {
        // Its module did not arrive (the network failed): the page reads its fallback's words rather
        // than not start or not switch; the next choice of the language tries again.
        dictionary.loading.delete(language);
      },
    );
  dictionary.loading.set(language, loading);
  return loading;
}

/**
 * Loads the words of `language` of every dictionary loaded so far, if they are not in yet. The server
 * awaits it before it renders a page, the browser before its first render, before a page's module
 * shows (`loadReaderWords`) and before it shows a language chosen in the selector, so no page shows the
 * fallback's words first. It never fails.
 */
export async function loadWords(language: Language): Promise<void> {
  if (typeof window !== 'undefined') readerLanguage = language;
  await Promise.all(dictionaries.map((dictionary) => loadInto(dictionary, language)));
  // A dictionary whose words did not arrive is read in its fallback's: those must be in, then.
  const tried = [language];
  for (const fallback of languageTable[language].fallback) {
    const missing = dictionaries.filter((dictionary) =>
      tried.every((candidate) => dictionary.loaders[candidate] && !dictionary.loaded.has(candidate)),
    );
    if (missing.length === 0) return;
    await Promise.all(missing.map((dictionary) => loadInto(dictionary, fallback)));
    tried.push(fallback);
  }
}

/**
 * A dictionary with its words in the languages of `words` at hand and in those of `loaders` read from
 * each language's module once loaded: until they are in, reading that language gives its fallback's
 * (`inLanguage`). Typed as every language's, as no page is shown before its reader's words are in.
 */
export function withLoadedWords<T>(
  words: Partial<Record<Language, T>>,
  loaders: WordsLoaders<T>,
): InLanguages<T> {
  const dictionary: LoadedDictionary = { loaders, loaded: new Map(), loading: new Map() };
  dictionaries.push(dictionary);
  const inLanguages = { ...words };
  for (const language of Object.keys(loaders) as Language[]) {
    Object.defineProperty(inLanguages, language, {
      enumerable: true,
      get: () => dictionary.loaded.get(language) as T | undefined,
    });
  }
  // A module loaded after the reader's language was chosen (a page's) loads its words in it at once.
  if (readerLanguage) void loadInto(dictionary, readerLanguage);
  return inLanguages as InLanguages<T>;
}

/**
 * Loads the words of the browser's reader's language of every dictionary loaded so far: a page's module
 * brings its dictionaries, and the page shows once their words are in (the server preloads their
 * modules with the page's, so this waits for nothing more on a first load). The server loads its
 * render's language itself (`loadWords`).
 */
export function loadReaderWords(): Promise<void> {
  return readerLanguage ? loadWords(readerLanguage) : Promise.resolve();
}

/**
 * Whether the build's module `module` (as its manifest names it, `src/i18n/catalan/words.ts`) holds
 * words of `language` loaded on demand: the server preloads those a page needs for its reader.
 */
export function isWordsModuleOf(module: string, language: Language): boolean {
  const folder = wordsFolders[language];
  return folder !== undefined && module.startsWith(folder);
}

/** The folder of each language's words loaded on demand. */
const wordsFolders: Partial<Record<Language, string>> = {
  esp: 'src/i18n/spanish/',
  eng: 'src/i18n/english/',
  cat: 'src/i18n/catalan/',
};

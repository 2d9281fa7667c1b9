import { DEFAULT_LANGUAGE, DEFAULT_SHOP_LANGUAGES, isLanguage, type Language } from '@bookshop/contract';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Storage key of the chosen language (SPEC section 1). */
export const LANGUAGE_KEY = 'language';

/**
 * The languages the shop offers, in order, the first its default (the server's SHOP_LANGUAGES, which
 * every page names: `<html data-languages>`, and a server render's context). Español and English until
 * told otherwise, as the SPEC's shop.
 */
export const offeredLanguagesAtom = atom<readonly Language[]>(DEFAULT_SHOP_LANGUAGES);

// localStorage where there is one; none on the server, which renders pages in the cookie's language.
const storage = createJSONStorage<Language | null>();

/** The language the reader chose, kept in localStorage; none (null) until they choose, or an unknown one. */
const chosenLanguageAtom = atomWithStorage<Language | null>(
  LANGUAGE_KEY,
  null,
  {
    ...storage,
    getItem: (key, initial) => {
      const stored = storage.getItem(key, initial);
      return isLanguage(stored) ? stored : initial;
    },
  },
  { getOnInit: true },
);

/**
 * The interface language: the reader's choice when the shop offers it, the shop's first language
 * (Spanish by default) otherwise. Setting it keeps the choice in localStorage.
 */
export const languageAtom = atom(
  (get): Language => {
    const offered = get(offeredLanguagesAtom);
    const chosen = get(chosenLanguageAtom);
    return chosen && offered.includes(chosen) ? chosen : (offered[0] ?? DEFAULT_LANGUAGE);
  },
  (_get, set, language: Language) => set(chosenLanguageAtom, language),
);

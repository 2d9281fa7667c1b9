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
const storedLanguageAtom = atomWithStorage<Language | null>(
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
 * The language the reader chose: their stored choice when the shop offers it, the shop's first
 * language (Spanish by default) otherwise. Setting it keeps the choice in localStorage at once, so a
 * page loaded next reads in it; another tab's choice reaches it through the storage event. The
 * interface follows once the language's words are in (`languageAtom`).
 */
export const chosenLanguageAtom = atom(
  (get): Language => {
    const offered = get(offeredLanguagesAtom);
    const stored = get(storedLanguageAtom);
    return stored && offered.includes(stored) ? stored : (offered[0] ?? DEFAULT_LANGUAGE);
  },
  (_get, set, language: Language) => set(storedLanguageAtom, language),
);

/** The language the interface was set to show; none until then. */
const shownLanguageAtom = atom<Language | null>(null);

/**
 * The interface language: every text, price and answer on the page is in it. The shop sets it to the
 * chosen language once that language's words are in, so that a choice whose words are still loading
 * (made here or in another tab) never leaves the page half in one language; a server render sets it
 * to the language of the reader's cookie. Until set, the chosen language.
 */
export const languageAtom = atom(
  (get): Language => {
    const shown = get(shownLanguageAtom);
    return shown && get(offeredLanguagesAtom).includes(shown) ? shown : get(chosenLanguageAtom);
  },
  (_get, set, language: Language) => set(shownLanguageAtom, language),
);

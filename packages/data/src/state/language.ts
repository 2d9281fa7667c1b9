import { DEFAULT_LANGUAGE, DEFAULT_SHOP_LANGUAGES, type Language } from '@bookshop/contract';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/** Storage key of the chosen language (SPEC section 1). */
export const LANGUAGE_KEY = 'language';

// localStorage where there is one; none on the server, which renders pages for a guest in Spanish.
const storage = createJSONStorage<Language>();

/** The interface language: esp by default, kept in localStorage; an unknown stored value reads as esp. */
export const languageAtom = atomWithStorage<Language>(
  LANGUAGE_KEY,
  DEFAULT_LANGUAGE,
  {
    ...storage,
    getItem: (key, initial) => {
      const stored = storage.getItem(key, initial);
      return DEFAULT_SHOP_LANGUAGES.includes(stored) ? stored : initial;
    },
  },
  { getOnInit: true },
);

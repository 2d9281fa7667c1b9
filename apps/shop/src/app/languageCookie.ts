import { LANGUAGE_COOKIE } from '@bookshop/contract';
import { chosenLanguageAtom } from '@bookshop/data';
import type { getDefaultStore } from 'jotai';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Mirrors the reader's chosen language (kept in localStorage) in a cookie, now and on every change,
 * even before its words are in, so that the server renders their next page in it. The page writes
 * it, so it cannot be HttpOnly; it says nothing secret.
 */
export function mirrorLanguageInCookie(store: ReturnType<typeof getDefaultStore>): void {
  const write = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed value, written at once on every browser (the Cookie Store API is asynchronous and not everywhere).
    document.cookie = `${LANGUAGE_COOKIE}=${store.get(chosenLanguageAtom)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  };
  write();
  store.sub(chosenLanguageAtom, write);
}

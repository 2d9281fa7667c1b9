// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { chosenLanguageAtom, languageAtom, offeredLanguagesAtom } from './language';

beforeEach(() => localStorage.clear());

describe('chosenLanguageAtom', () => {
  it('is Spanish by default', () => {
    expect(createStore().get(chosenLanguageAtom)).toBe('esp');
  });

  it('is kept in localStorage under "language" and read back at the next start', async () => {
    createStore().set(chosenLanguageAtom, 'eng');
    expect(localStorage.getItem('language')).toBe('"eng"');

    // A new start of the shop: the module is loaded again and reads the stored choice.
    vi.resetModules();
    const reloaded = await import('./language');
    expect(createStore().get(reloaded.chosenLanguageAtom)).toBe('eng');
    expect(createStore().get(reloaded.languageAtom)).toBe('eng');
  });

  it('reads an unknown stored language as Spanish', () => {
    localStorage.setItem('language', '"klingon"');
    expect(createStore().get(chosenLanguageAtom)).toBe('esp');
  });

  it('is a language the shop offers: a stored one it does not offer reads as its first', async () => {
    localStorage.setItem('language', '"cat"');
    // A new start of the shop reads the stored choice.
    vi.resetModules();
    const reloaded = await import('./language');
    const store = createStore();
    expect(store.get(reloaded.chosenLanguageAtom)).toBe('esp');
    store.set(reloaded.offeredLanguagesAtom, ['esp', 'cat', 'eng']);
    expect(store.get(reloaded.chosenLanguageAtom)).toBe('cat');
  });

  it('is the shop’s first language until the reader chooses one', () => {
    const store = createStore();
    store.set(offeredLanguagesAtom, ['cat', 'esp']);
    expect(store.get(chosenLanguageAtom)).toBe('cat');
    store.set(chosenLanguageAtom, 'esp');
    expect(store.get(chosenLanguageAtom)).toBe('esp');
    expect(localStorage.getItem('language')).toBe('"esp"');
  });

  it('follows a choice made in another tab', () => {
    const store = createStore();
    const seen: string[] = [];
    const unsubscribe = store.sub(chosenLanguageAtom, () => seen.push(store.get(chosenLanguageAtom)));
    localStorage.setItem('language', '"eng"');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'language', newValue: '"eng"', storageArea: localStorage }),
    );
    expect(seen).toEqual(['eng']);
    unsubscribe();
  });
});

describe('languageAtom', () => {
  it('is the chosen language until the page shows one', () => {
    const store = createStore();
    store.set(chosenLanguageAtom, 'eng');
    expect(store.get(languageAtom)).toBe('eng');
  });

  it('stays the language shown while a new choice waits for its words, then changes as a whole', () => {
    const store = createStore();
    store.set(offeredLanguagesAtom, ['esp', 'cat', 'eng']);
    store.set(languageAtom, 'esp');
    store.set(chosenLanguageAtom, 'cat');
    expect(store.get(languageAtom)).toBe('esp');
    store.set(languageAtom, 'cat');
    expect(store.get(languageAtom)).toBe('cat');
    expect(localStorage.getItem('language')).toBe('"cat"');
  });

  it('is never a language the shop does not offer', () => {
    const store = createStore();
    store.set(languageAtom, 'cat');
    expect(store.get(languageAtom)).toBe('esp');
  });
});

// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { languageAtom, offeredLanguagesAtom } from './language';

beforeEach(() => localStorage.clear());

describe('languageAtom', () => {
  it('is Spanish by default', () => {
    expect(createStore().get(languageAtom)).toBe('esp');
  });

  it('is kept in localStorage under "language" and read back at the next start', async () => {
    createStore().set(languageAtom, 'eng');
    expect(localStorage.getItem('language')).toBe('"eng"');

    // A new start of the shop: the module is loaded again and reads the stored choice.
    vi.resetModules();
    const reloaded = await import('./language');
    expect(createStore().get(reloaded.languageAtom)).toBe('eng');
  });

  it('reads an unknown stored language as Spanish', () => {
    localStorage.setItem('language', '"klingon"');
    expect(createStore().get(languageAtom)).toBe('esp');
  });

  it('is a language the shop offers: a stored one it does not offer reads as its first', async () => {
    localStorage.setItem('language', '"cat"');
    // A new start of the shop reads the stored choice.
    vi.resetModules();
    const reloaded = await import('./language');
    const store = createStore();
    expect(store.get(reloaded.languageAtom)).toBe('esp');
    store.set(reloaded.offeredLanguagesAtom, ['esp', 'cat', 'eng']);
    expect(store.get(reloaded.languageAtom)).toBe('cat');
  });

  it('is the shop’s first language until the reader chooses one', () => {
    const store = createStore();
    store.set(offeredLanguagesAtom, ['cat', 'esp']);
    expect(store.get(languageAtom)).toBe('cat');
    store.set(languageAtom, 'esp');
    expect(store.get(languageAtom)).toBe('esp');
    expect(localStorage.getItem('language')).toBe('"esp"');
  });
});

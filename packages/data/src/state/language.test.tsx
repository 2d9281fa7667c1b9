// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { languageAtom } from './language';

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
});

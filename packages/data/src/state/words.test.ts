// @vitest-environment happy-dom
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { languageAtom } from './language';
import { mainWords, wordsAtom } from './words';

beforeEach(() => localStorage.clear());

describe('wordsAtom', () => {
  it('is the Spanish dictionary at first start', () => {
    expect(createStore().get(wordsAtom)).toMatchObject({
      searchPlaceholder: 'Buscar libros, autores, editoriales',
      noResultsFound: 'No se han encontrado resultados',
      aboutUs: 'Sobre nosotros',
    });
  });

  it('follows the language, and tells a subscriber when it changes', () => {
    const store = createStore();
    const seen: string[] = [];
    store.sub(wordsAtom, () => seen.push(store.get(wordsAtom).books));

    store.set(languageAtom, 'eng');
    expect(store.get(wordsAtom)).toMatchObject({ books: 'Books', town: 'Town', telephone: 'Telephone' });
    store.set(languageAtom, 'esp');
    expect(store.get(wordsAtom)).toMatchObject({ books: 'Libros', town: 'Ciudad', telephone: 'Teléfono' });
    expect(seen).toEqual(['Books', 'Libros']);
  });

  it('starts in the language stored by the last visit', async () => {
    localStorage.setItem('language', '"eng"');
    // A new start of the shop: the modules are loaded again and read the stored choice.
    vi.resetModules();
    const reloaded = await import('./words');
    expect(createStore().get(reloaded.wordsAtom).contacts).toBe('Contacts');
  });

  it('has every label of main.words, filled, in both languages', () => {
    const labels = Object.keys(mainWords.esp).sort();
    expect(labels).toEqual(
      [
        'aboutUs',
        'authors',
        'books',
        'contacts',
        'country',
        'noResultsFound',
        'publishers',
        'region',
        'searchPlaceholder',
        'street',
        'telephone',
        'town',
      ].sort(),
    );
    expect(Object.keys(mainWords.eng).sort()).toEqual(labels);
    for (const dictionary of Object.values(mainWords)) {
      for (const text of Object.values(dictionary)) expect(text.trim()).not.toBe('');
    }
  });
});

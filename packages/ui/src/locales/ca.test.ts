import { describe, expect, it } from 'vitest';
import { ca } from './ca';
import { es } from './es';

/**
 * Every text of a pack by its path (`topBar.signIn`), functions called with a sample: digits as text,
 * which read as a count, a name and a language's name alike.
 */
function texts(labels: object, path = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(labels).flatMap(([key, value]) => {
      const at = path ? `${path}.${key}` : key;
      if (typeof value === 'string') return [[at, value]];
      if (typeof value === 'function') return [[at, String(value('1', '2'))]];
      return Object.entries(texts(value, at));
    }),
  );
}

describe('the Catalan pack', () => {
  it('gives every text the Spanish pack gives, none of them empty', () => {
    const catalan = texts(ca);
    expect(Object.keys(catalan).sort()).toEqual(Object.keys(texts(es)).sort());
    for (const [at, text] of Object.entries(catalan)) expect(text.trim(), at).not.toBe('');
  });

  it('writes the ela geminada with the middle dot, never with a full stop or a bullet', () => {
    for (const [at, text] of Object.entries(texts(ca)))
      expect(text, at).not.toMatch(/l[.\u2022\u2219\u22c5]l|\u0140l/i);
    expect(ca.confirmDialog.cancel).toBe('Cancel·la');
  });

  it('says one star in the singular, any other rating in the plural, with a decimal comma', () => {
    expect([1, 3, 4.5].map(ca.rating.value)).toEqual(['1 estrella', '3 estrelles', '4,5 estrelles']);
    expect(ca.bookCard.rating(4.5)).toBe('Valoració: 4,5 de 5');
  });

  it('groups thousands as Catalan does, from four digits', () => {
    expect(ca.resultCount.books(1)).toBe('1 llibre');
    expect(ca.resultCount.books(1234)).toBe('1.234 llibres');
    expect(ca.resultCount.moreThan(10000)).toBe('Més de 10.000 llibres');
  });

  it('writes "de" before a title as "d\'" before a vowel sound only', () => {
    expect(ca.basketTable.add('Emma')).toBe("Afegeix un exemplar d'Emma");
    expect(ca.basketTable.remove('El principito')).toBe("Treu un exemplar d'El principito");
    expect(ca.basketTable.add('Harry Potter y la cámara secreta')).toBe(
      'Afegeix un exemplar de Harry Potter y la cámara secreta',
    );
    expect(ca.basketTable.add('1984')).toBe('Afegeix un exemplar de 1984');
    expect(ca.basketTable.add('Ulisses')).toBe("Afegeix un exemplar d'Ulisses");
    expect(ca.basketTable.add('Iogurt')).toBe('Afegeix un exemplar de Iogurt');
  });
});

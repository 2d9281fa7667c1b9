import { beforeAll, describe, expect, it } from 'vitest';
import { accountWords } from '../../features/account/accountWords';
import { sessionWords } from '../../features/account/sessionWords';
import { backOfficeWords } from '../../features/back-office/backOfficeWords';
import { uploadWords } from '../../features/back-office/uploadWords';
import { catalogueWords } from '../../features/catalogue/catalogueWords';
import { orderWords } from '../../features/orders/orderWords';
import { contactsWords } from '../../features/text-pages/contactsWords';
import { textPages } from '../../features/text-pages/textPages';
import { errorTexts } from '../errors';
import { loadWords } from '../languageWords';
import { spanishShopWords } from '../spanish/words';
import { catalanAccountWords } from './accountWords';
import { catalanBackOfficeWords } from './backOfficeWords';
import { catalanCatalogueWords } from './catalogueWords';
import { catalanContactsWords } from './contactsWords';
import { ofName } from './elision';
import { catalanErrorTexts } from './errors';
import { formatCatalanCount } from './numbers';
import { catalanOrderWords } from './orderWords';
import { catalanSessionWords } from './sessionWords';
import { catalanTextPages } from './textPages';
import { catalanUploadWords } from './uploadWords';
import { catalanShopWords } from './words';

/** Each Catalan dictionary beside the Spanish one it stands for, by the file that holds the Spanish. */
const dictionaries = {
  'words.ts': [spanishShopWords, catalanShopWords],
  'accountWords.ts': [accountWords.esp, catalanAccountWords],
  'backOfficeWords.ts': [backOfficeWords.esp, catalanBackOfficeWords],
  'catalogueWords.ts': [catalogueWords.esp, catalanCatalogueWords],
  'contactsWords.ts': [contactsWords.esp, catalanContactsWords],
  'errors.ts': [errorTexts.esp, catalanErrorTexts],
  'orderWords.ts': [orderWords.esp, catalanOrderWords],
  'sessionWords.ts': [sessionWords.esp, catalanSessionWords],
  'uploadWords.ts': [uploadWords.esp, catalanUploadWords],
  'textPages.ts': [
    Object.fromEntries(Object.entries(textPages).map(([name, page]) => [name, page.esp])),
    catalanTextPages,
  ],
} as const;

/** Every text of a dictionary by its path (`topBar.signIn`), functions called with a sample. */
function texts(words: object, path = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(words).flatMap(([key, value]) => {
      const at = path ? `${path}.${key}` : key;
      if (typeof value === 'string') return [[at, value]];
      if (typeof value === 'function') return [[at, String(value('Emma', 2, 'llibres'))]];
      return Object.entries(texts(value, at));
    }),
  );
}

// The Spanish common words load on demand, as in the browser (the text pages' titles are theirs).
beforeAll(() => loadWords('esp'));

describe('the Catalan words', () => {
  it.each(Object.entries(dictionaries))(
    'of %s give every text the Spanish gives, none of them empty',
    (_, [spanish, catalan]) => {
      const spanishTexts = texts(spanish);
      expect(Object.keys(texts(catalan)).sort()).toEqual(Object.keys(spanishTexts).sort());
      // A function may say nothing for some values (the Spanish too): only those may be empty.
      for (const [at, text] of Object.entries(texts(catalan))) {
        if (spanishTexts[at]?.trim() !== '') expect(text.trim(), at).not.toBe('');
      }
    },
  );

  it.each(Object.entries(dictionaries))(
    'of %s write the ela geminada with the middle dot and no Spanish marks',
    (_, [, catalan]) => {
      for (const [at, text] of Object.entries(texts(catalan))) {
        expect(text, at).not.toMatch(/l[.\u2022\u2219\u22c5]l|\u0140l/i);
        expect(text, at).not.toMatch(/[¿¡]/);
      }
    },
  );

  it('say a rating in the singular for one star only, with a decimal comma', () => {
    expect([1, 3, 4.5].map(catalanCatalogueWords.filters.ratingAtLeast)).toEqual([
      '1 estrella o més',
      '3 estrelles o més',
      '4,5 estrelles o més',
    ]);
    expect(catalanShopWords.rating.value(4.5)).toBe('4,5 estrelles');
    expect(catalanShopWords.bookCard.rating(3.5)).toBe('Valoració: 3,5 de 5');
  });

  it('group thousands as Intl writes Catalan', () => {
    for (const count of [0, 7, 999, 1000, 1234, 12_345, 1_234_567]) {
      expect(formatCatalanCount(count)).toBe(count.toLocaleString('ca-ES'));
    }
    expect(catalanCatalogueWords.resultCount.moreThan(10_000)).toBe('Més de 10.000 llibres');
  });

  it('write "de" before a name as "d\'" before a vowel sound only', () => {
    expect(ofName('Emma')).toBe("d'Emma");
    expect(ofName('El principito')).toBe("d'El principito");
    expect(ofName('Àlex')).toBe("d'Àlex");
    expect(ofName('Harry Potter y la piedra filosofal')).toBe('de Harry Potter y la piedra filosofal');
    expect(ofName('Iogurt')).toBe('de Iogurt');
    expect(ofName('1984')).toBe('de 1984');
    expect(catalanOrderWords.basketTable.remove('Odisea')).toBe("Treu un exemplar d'Odisea");
  });

  it("put a refused book's title first, whatever its first letter", () => {
    expect(catalanShopWords.stock.refused('Emma', 1, 'notEnoughStock')).toBe(
      '«Emma»: només en queda 1 exemplar.',
    );
    expect(catalanShopWords.stock.refused('Emma', 3, 'notEnoughStock')).toBe(
      '«Emma»: només en queden 3 exemplars.',
    );
    expect(catalanShopWords.stock.refused('Emma', 0, 'notEnoughStock')).toBe(
      '«Emma» està esgotat: treu-lo de la cistella per fer la comanda.',
    );
  });
});

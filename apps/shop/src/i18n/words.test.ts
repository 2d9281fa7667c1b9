import { messages } from '@bookshop/contract';
import type { BookshopLabels } from '@bookshop/ui';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AccountWords, accountWords } from '../features/account/accountWords';
import { type SessionWords, sessionWords } from '../features/account/sessionWords';
import { type BackOfficeWords, backOfficeWords } from '../features/back-office/backOfficeWords';
import { type UploadWords, uploadWords } from '../features/back-office/uploadWords';
import { type CatalogueWords, catalogueWords } from '../features/catalogue/catalogueWords';
import { type OrderWords, orderWords } from '../features/orders/orderWords';
import { type ContactsWords, contactsWords } from '../features/text-pages/contactsWords';
import { type ForLaterWords, forLaterWords } from '../features/wishlist/forLaterWords';
import { errorText, errorTexts } from './errors';
import { loadWords } from './languageWords';
import { shopWords, type Words } from './words';

/** The common words and each part's, by where they are defined. */
const dictionaries = {
  'words.ts': shopWords,
  'backOfficeWords.ts': backOfficeWords,
  'accountWords.ts': accountWords,
  'orderWords.ts': orderWords,
  'uploadWords.ts': uploadWords,
  'catalogueWords.ts': catalogueWords,
  'contactsWords.ts': contactsWords,
  'sessionWords.ts': sessionWords,
  'forLaterWords.ts': forLaterWords,
};

// Every group of the kit's texts is in one of the dictionaries (a type error names any left out).
type Given =
  | keyof Words
  | keyof BackOfficeWords
  | keyof AccountWords
  | keyof OrderWords
  | keyof UploadWords
  | keyof CatalogueWords
  | keyof ContactsWords
  | keyof SessionWords
  | keyof ForLaterWords;
const kitGroupsLeftOut: Record<Exclude<keyof BookshopLabels, Given>, never> = {};

// The common words of every language load on demand, as in the browser.
beforeAll(() => Promise.all([loadWords('esp'), loadWords('eng')]));

describe("the API's refusals in the shop's words", () => {
  it('has a text for every code of the contract, in Spanish and in English', () => {
    for (const code of Object.values(messages)) {
      expect(errorTexts.esp[code], code).toBeTruthy();
      expect(errorTexts.eng[code], code).toBeTruthy();
      expect(errorTexts.esp[code], code).not.toBe(errorTexts.eng[code]);
    }
  });

  it('says a wrong current password in Spanish, by its code', () => {
    expect(errorText(messages.currentPasswordIncorrect, 'esp', '')).toBe(
      'La contraseña actual no es correcta',
    );
  });

  it('falls back to a general text for a code it does not know', () => {
    expect(errorText('somethingNew', 'eng', shopWords.eng.somethingFailed)).toBe(
      'That did not work. Please try again.',
    );
  });
});

describe('the dictionary', () => {
  /**
   * Every text of a dictionary by its path (`topBar.signIn`), functions called with a sample: digits as
   * text, which read as a count, a name and a language's name alike.
   */
  function texts(words: object, path = ''): Record<string, string> {
    return Object.fromEntries(
      Object.entries(words).flatMap(([key, value]) => {
        const at = path ? `${path}.${key}` : key;
        if (typeof value === 'string') return [[at, value]];
        if (typeof value === 'function') return [[at, String(value('1', '2'))]];
        return Object.entries(texts(value, at));
      }),
    );
  }

  it.each(Object.entries(dictionaries))(
    '%s gives every text in both languages, none of them empty',
    (_, words) => {
      const spanish = texts(words.esp);
      const english = texts(words.eng);
      expect(Object.keys(spanish).length).toBeGreaterThan(0);
      expect(Object.keys(english).sort()).toEqual(Object.keys(spanish).sort());
      for (const [at, text] of [...Object.entries(spanish), ...Object.entries(english)]) {
        expect(text.trim(), at).not.toBe('');
      }
    },
  );

  it('defines each text once: no text is in two dictionaries', () => {
    expect(kitGroupsLeftOut).toEqual({});
    const seen = new Map<string, string>();
    for (const [file, words] of Object.entries(dictionaries)) {
      for (const at of Object.keys(texts(words.esp))) {
        expect(seen.get(at), `${at} in ${file}`).toBeUndefined();
        seen.set(at, file);
      }
    }
  });
});

describe('the rating filter', () => {
  it('says one star in the singular and more in the plural, in both languages', () => {
    const { esp, eng } = catalogueWords;
    expect([1, 3, 4.5].map(esp.filters.ratingAtLeast)).toEqual([
      '1 estrella o más',
      '3 estrellas o más',
      '4,5 estrellas o más',
    ]);
    expect([1, 3, 4.5].map(eng.filters.ratingAtLeast)).toEqual([
      '1 star & up',
      '3 stars & up',
      '4.5 stars & up',
    ]);
  });
});

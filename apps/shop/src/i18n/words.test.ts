import { messages } from '@bookshop/contract';
import { describe, expect, it } from 'vitest';
import { errorText, errorTexts } from './errors';
import { shopWords } from './words';

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
  /** Every text of a dictionary by its path (`topBar.signIn`), functions called with a sample. */
  function texts(words: object, path = ''): Record<string, string> {
    return Object.fromEntries(
      Object.entries(words).flatMap(([key, value]) => {
        const at = path ? `${path}.${key}` : key;
        if (typeof value === 'string') return [[at, value]];
        if (typeof value === 'function') return [[at, String(value(1, 2))]];
        return Object.entries(texts(value, at));
      }),
    );
  }

  it('gives every text in both languages, none of them empty', () => {
    const spanish = texts(shopWords.esp);
    const english = texts(shopWords.eng);
    expect(Object.keys(english).sort()).toEqual(Object.keys(spanish).sort());
    for (const [at, text] of [...Object.entries(spanish), ...Object.entries(english)]) {
      expect(text.trim(), at).not.toBe('');
    }
  });
});

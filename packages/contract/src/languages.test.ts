import { describe, expect, it } from 'vitest';
import { categoryName } from './categoryNames';
import { languageSchema, localisedSchema, requiredLocalisedSchema } from './common';
import {
  htmlLang,
  inLanguage,
  KNOWN_LANGUAGES,
  languageOfCookie,
  languageTable,
  parseShopLanguages,
  requiredLanguageOf,
  textIn,
} from './languages';
import { shopAddressLine } from './shop';

describe('the languages the code knows', () => {
  it('are Spanish, English and Catalan, each with its tag, own name and locale', () => {
    expect(KNOWN_LANGUAGES).toEqual(['esp', 'eng', 'cat']);
    expect(htmlLang).toEqual({ esp: 'es', eng: 'en', cat: 'ca' });
    expect(KNOWN_LANGUAGES.map((language) => languageTable[language].ownName)).toEqual([
      'Español',
      'English',
      'Català',
    ]);
    expect(languageTable.cat.locale).toBe('ca-ES');
  });

  it('are the only codes a language field takes', () => {
    expect(languageSchema.safeParse('cat').success).toBe(true);
    for (const code of ['fra', 'arm', 'CAT', ' cat', '', 'constructor', 'toString']) {
      expect(languageSchema.safeParse(code).success, code).toBe(false);
    }
  });
});

describe('textIn', () => {
  const novel = { esp: 'Novela', eng: 'Novel', cat: 'Novel·la' };

  it('gives the text in the asked language when it is written', () => {
    expect(textIn(novel, 'cat')).toBe('Novel·la');
    expect(textIn(novel, 'esp')).toBe('Novela');
    expect(textIn(novel, 'eng')).toBe('Novel');
  });

  it('falls back from Catalan to Spanish, then English, never to a blank text', () => {
    expect(textIn({ esp: 'Novela', eng: 'Novel' }, 'cat')).toBe('Novela');
    expect(textIn({ esp: 'Novela', eng: 'Novel', cat: '  ' }, 'cat')).toBe('Novela');
    expect(textIn({ esp: '', eng: 'Novel', cat: '' }, 'cat')).toBe('Novel');
    expect(textIn({ esp: 'Novela', eng: '' }, 'eng')).toBe('Novela');
  });

  it('reads the shop-wide texts in Catalan', () => {
    expect(categoryName('novel', 'cat')).toBe('Novel·la');
    expect(categoryName('novel', 'esp')).toBe('Novela');
    expect(shopAddressLine('cat')).toBe('Carrer de Provença, 286, 08008 Barcelona, Espanya');
  });
});

describe('inLanguage', () => {
  it('gives a dictionary in the asked language or its fallback', () => {
    const words = { esp: { hello: 'Hola' }, eng: { hello: 'Hello' } };
    expect(inLanguage(words, 'cat')).toBe(words.esp);
    expect(inLanguage({ ...words, cat: { hello: 'Hola!' } }, 'cat').hello).toBe('Hola!');
    expect(inLanguage(words, 'eng')).toBe(words.eng);
    expect(requiredLanguageOf('cat')).toBe('esp');
    expect(requiredLanguageOf('eng')).toBe('eng');
  });
});

describe('localised texts', () => {
  it('take Catalan as optional', () => {
    expect(localisedSchema.parse({ esp: 'a', eng: 'b' })).toEqual({ esp: 'a', eng: 'b' });
    expect(localisedSchema.parse({ esp: 'a', eng: 'b', cat: 'c' })).toEqual({ esp: 'a', eng: 'b', cat: 'c' });
  });

  it('refuse a Catalan text over its limit, naming it, as they refuse Spanish and English ones', () => {
    const name = requiredLocalisedSchema(5);
    expect(name.parse({ esp: 'a', eng: 'b' })).toEqual({ esp: 'a', eng: 'b' });
    const tooLong = name.safeParse({ esp: 'a', eng: 'b', cat: 'massa llarg' });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues.map((issue) => issue.path)).toEqual([['cat']]);
    expect(name.safeParse({ esp: 'a', eng: 'b', fra: 'c' }).success).toBe(false);
  });
});

describe('parseShopLanguages (SHOP_LANGUAGES)', () => {
  it('offers Español and English, in that order, when nothing is set', () => {
    expect(parseShopLanguages(undefined)).toEqual(['esp', 'eng']);
    expect(parseShopLanguages(' ')).toEqual(['esp', 'eng']);
  });

  it('keeps the order given (the first is the default), each language once', () => {
    expect(parseShopLanguages('esp,cat,eng')).toEqual(['esp', 'cat', 'eng']);
    expect(parseShopLanguages(' cat , esp,cat ')).toEqual(['cat', 'esp']);
  });

  it('refuses an unknown code, naming the setting and the code', () => {
    expect(() => parseShopLanguages('esp,fra')).toThrow(/SHOP_LANGUAGES.*"fra"/);
    expect(() => parseShopLanguages('es,en')).toThrow(/SHOP_LANGUAGES/);
  });
});

describe('languageOfCookie', () => {
  it('reads an offered language and gives the first offered one for anything else', () => {
    expect(languageOfCookie('eng')).toBe('eng');
    expect(languageOfCookie('cat')).toBe('esp');
    expect(languageOfCookie(undefined)).toBe('esp');
    expect(languageOfCookie('cat', ['cat', 'esp'])).toBe('cat');
    expect(languageOfCookie('eng', ['cat', 'esp'])).toBe('cat');
  });
});

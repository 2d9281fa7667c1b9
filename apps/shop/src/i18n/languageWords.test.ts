import { inLanguage } from '@bookshop/contract';
import { describe, expect, it } from 'vitest';
import { catalanAccountWords } from './catalan/accountWords';
import { catalanErrorTexts } from './catalan/errors';
import { catalanOrderWords } from './catalan/orderWords';
import { catalanTextPages } from './catalan/textPages';
import { catalanUploadWords } from './catalan/uploadWords';
import { catalanShopWords } from './catalan/words';
import { loadWords } from './languageWords';
import { shopWords } from './words';

describe('the Catalan words, loaded on demand', () => {
  it('are read in Spanish until they load, then in Catalan, each part of the shop once its module is in', async () => {
    // No language's common words are in before a reader's are asked for.
    expect(shopWords.esp).toBeUndefined();
    await loadWords('esp');
    expect(shopWords.eng).toBeUndefined();
    expect(inLanguage(shopWords, 'cat').topBar.signIn).toBe(shopWords.esp.topBar.signIn);

    await loadWords('cat');

    expect(inLanguage(shopWords, 'cat')).toBe(catalanShopWords);
    expect(inLanguage(shopWords, 'cat').topBar.signIn).toBe('Inicia la sessió');

    // A part of the shop loaded later (its pages' module) reads Spanish until its Catalan words load,
    // which loading the common words did not do: each part's Catalan words are a module of their own.
    const { accountArea } = await import('../features/account/accountWords');
    const { textPages } = await import('../features/text-pages/textPages');
    const { errorText } = await import('./errors');
    expect(inLanguage(accountArea, 'cat')).toBe(inLanguage(accountArea, 'esp'));
    expect(inLanguage(textPages.about_us, 'cat')).toBe(textPages.about_us.esp);

    await loadWords('cat');

    expect(inLanguage(textPages.about_us, 'cat')).toBe(catalanTextPages.about_us);
    expect(errorText('emailAlreadyRegistered', 'cat', '')).toBe(catalanErrorTexts.emailAlreadyRegistered);
    // A part's words with the orders' and the uploader's, all three in Catalan, made once.
    const account = inLanguage(accountArea, 'cat');
    expect(account).toBe(inLanguage(accountArea, 'cat'));
    expect(account.signInForm).toEqual(catalanAccountWords.signInForm);
    expect(account.basketTable).toEqual(catalanOrderWords.basketTable);
    expect(account.imageUploader).toEqual(catalanUploadWords.imageUploader);
    // Spanish and English readers keep their own.
    await loadWords('eng');
    expect(inLanguage(shopWords, 'esp').topBar.signIn).toBe('Iniciar sesión');
    expect(inLanguage(shopWords, 'eng').topBar.signIn).toBe('Sign in');
  });
});

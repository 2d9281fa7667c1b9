import { inLanguage } from '@bookshop/contract';
import { describe, expect, it } from 'vitest';
import { accountArea } from '../features/account/accountWords';
import { textPages } from '../features/text-pages/textPages';
import { catalanWords } from './catalan';
import { errorText } from './errors';
import { loadWords } from './languageWords';
import { shopWords } from './words';

describe('the Catalan words, loaded on demand', () => {
  it('are read in Spanish until they load, then in Catalan in every dictionary', async () => {
    expect(inLanguage(shopWords, 'cat').topBar.signIn).toBe(shopWords.esp.topBar.signIn);
    expect(inLanguage(accountArea, 'cat')).toBe(inLanguage(accountArea, 'esp'));

    await loadWords('cat');

    expect(inLanguage(shopWords, 'cat')).toBe(catalanWords.shop);
    expect(inLanguage(shopWords, 'cat').topBar.signIn).toBe('Inicia la sessió');
    expect(inLanguage(textPages.about_us, 'cat')).toBe(catalanWords.textPages.about_us);
    expect(errorText('emailAlreadyRegistered', 'cat', '')).toBe(catalanWords.errors.emailAlreadyRegistered);
    // A part's words with the orders' and the uploader's, all three in Catalan, made once.
    const account = inLanguage(accountArea, 'cat');
    expect(account).toBe(inLanguage(accountArea, 'cat'));
    expect(account.signInForm).toEqual(catalanWords.account.signInForm);
    expect(account.basketTable).toEqual(catalanWords.order.basketTable);
    expect(account.imageUploader).toEqual(catalanWords.upload.imageUploader);
    // Spanish and English readers keep their own.
    expect(inLanguage(shopWords, 'esp').topBar.signIn).toBe('Iniciar sesión');
    expect(inLanguage(shopWords, 'eng').topBar.signIn).toBe('Sign in');
  });
});

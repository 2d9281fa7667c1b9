import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authUserSchema, searchResponseSchema } from '@bookshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { addBook, createTestApp, signUpAdmin, type TestApp } from './helpers';

// SHOP_LANGUAGES (issue 35): the languages a shop offers. Without it, Español and English as the SPEC
// says; a reader's language the shop does not offer is a 400 naming its field, never a 500 or a guess.

// A built shop of one page: the server names the languages offered on it.
const shopDist = mkdtempSync(join(tmpdir(), 'bookshop-languages-'));
writeFileSync(
  join(shopDist, 'index.html'),
  '<!doctype html>\n<html lang="es">\n  <head><title>Librería Barcelona</title></head>\n  <body><div id="root"></div></body>\n</html>\n',
);
mkdirSync(join(shopDist, '.vite'));
writeFileSync(join(shopDist, '.vite', 'manifest.json'), '{}');
afterAll(() => rmSync(shopDist, { recursive: true, force: true }));

/** The languages a page of the shop says are offered (`<html data-languages>`), and its `lang`. */
async function pageLanguages(testApp: TestApp, cookie?: string) {
  const response = await testApp.app.inject({ url: '/', cookies: cookie ? { language: cookie } : {} });
  expect(response.statusCode).toBe(200);
  const html = response.body.match(/<html[^>]*>/)?.[0] ?? '';
  return { offered: html.match(/data-languages="([^"]*)"/)?.[1], lang: html.match(/lang="([^"]*)"/)?.[1] };
}

let counter = 0;
function signUpPayload(language?: string) {
  counter += 1;
  return {
    name: 'Mercè',
    surname: 'Rodoreda',
    email: `lector${counter}-${Date.now()}@example.com`,
    telephone: '+34 931 234 567',
    password: 'secret-password',
    confirmPassword: 'secret-password',
    ...(language !== undefined && { language }),
  };
}

function expectRefused(response: { statusCode: number; json: () => unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json() as { error: { code: string; fields?: Record<string, string> } };
  expect(body.error.code).toBe('invalidInput');
  expect(Object.keys(body.error.fields ?? {})).toEqual([field]);
}

describe('SHOP_LANGUAGES in the configuration', () => {
  it('offers Español and English, Spanish first, when unset', () => {
    expect(readConfig({}).shopLanguages).toEqual(['esp', 'eng']);
  });

  it('keeps the order given: the first is the default', () => {
    expect(readConfig({ SHOP_LANGUAGES: 'esp,cat,eng' }).shopLanguages).toEqual(['esp', 'cat', 'eng']);
  });

  it('stops the start on an unknown code, naming the setting', () => {
    expect(() => readConfig({ SHOP_LANGUAGES: 'esp,fr' })).toThrow(/SHOP_LANGUAGES.*"fr"/);
  });
});

describe('a shop without the setting (Español and English)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ shopDist });
  });
  afterAll(() => testApp.close());

  it('tells the shop it offers exactly Español and English, and renders a Catalan cookie’s page in Spanish', async () => {
    expect(await pageLanguages(testApp)).toEqual({ offered: 'esp,eng', lang: 'es' });
    expect(await pageLanguages(testApp, 'eng')).toEqual({ offered: 'esp,eng', lang: 'en' });
    expect(await pageLanguages(testApp, 'cat')).toEqual({ offered: 'esp,eng', lang: 'es' });
  });

  it('searches in Spanish and English', async () => {
    for (const language of ['esp', 'eng']) {
      const response = await testApp.app.inject(`/api/search/quijote/${language}`);
      expect(response.statusCode, language).toBe(200);
    }
  });

  it('refuses a search in Catalan, or in a language the code does not know, naming the field', async () => {
    expectRefused(await testApp.app.inject('/api/search/quijote/cat'), 'language');
    expectRefused(await testApp.app.inject('/api/search/quijote/fra'), 'language');
  });

  it('refuses a list of books sorted for a Catalan reader, naming readerLanguage', async () => {
    expectRefused(await testApp.app.inject('/api/books?sort=title&readerLanguage=cat'), 'readerLanguage');
    const english = await testApp.app.inject('/api/books?sort=title&readerLanguage=eng');
    expect(english.statusCode).toBe(200);
  });

  it('refuses a sign-up in Catalan, naming language, and makes no account', async () => {
    const payload = signUpPayload('cat');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      remoteAddress: '10.251.0.1',
      payload,
    });
    expectRefused(response, 'language');
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      remoteAddress: '10.251.0.1',
      payload: { ...payload, language: 'eng' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses a guest’s stock alert in Catalan, and an admin list by Catalan names, naming the field', async () => {
    const book = (await testApp.app.inject('/api/books?limit=1')).json().books[0];
    const alert = await testApp.app.inject({
      method: 'POST',
      url: `/api/books/${book._id}/notify-me`,
      payload: { email: 'lectora@example.com', language: 'cat' },
    });
    expectRefused(alert, 'language');
    const admin = await signUpAdmin(testApp);
    for (const list of ['authors', 'publishers']) {
      const refused = await testApp.app.inject({
        url: `/api/admin/${list}?language=cat`,
        headers: { cookie: admin.cookie },
      });
      expectRefused(refused, 'language');
      const english = await testApp.app.inject({
        url: `/api/admin/${list}?language=eng`,
        headers: { cookie: admin.cookie },
      });
      expect(english.statusCode, list).toBe(200);
    }
  });

  it('writes a reader who has a Catalan cookie in Spanish, the shop’s first language', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      remoteAddress: '10.251.0.2',
      cookies: { language: 'cat' },
      payload: signUpPayload(),
    });
    expect(response.statusCode).toBe(201);
    const mails = testApp.outbox();
    expect(mails.at(-1)).toContain('Activa tu cuenta');
  });
});

describe('a shop that offers Catalan (SHOP_LANGUAGES=esp,cat,eng)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ shopDist, shopLanguages: ['esp', 'cat', 'eng'] });
  });
  afterAll(() => testApp.close());

  it('tells the shop it offers Catalan, and renders a Catalan reader’s page in Catalan', async () => {
    expect(await pageLanguages(testApp)).toEqual({ offered: 'esp,cat,eng', lang: 'es' });
    expect(await pageLanguages(testApp, 'cat')).toEqual({ offered: 'esp,cat,eng', lang: 'ca' });
  });

  it('searches for a Catalan reader in the names books have', async () => {
    const response = await testApp.app.inject('/api/search/cien%20anos/cat');
    expect(response.statusCode).toBe(200);
    const names = searchResponseSchema.parse(response.json()).books.map((book) => book.name.esp);
    expect(names).toContain('Cien años de soledad');
  });

  it('signs a reader up in Catalan and writes their activation mail in Catalan', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      remoteAddress: '10.251.1.1',
      payload: signUpPayload('cat'),
    });
    expect(response.statusCode).toBe(201);
    authUserSchema.parse(response.json().authUser);
    expect(testApp.outbox().at(-1)).toContain('Activa el teu compte');
  });

  it('still refuses a language the code does not know', async () => {
    expectRefused(await testApp.app.inject('/api/search/quijote/arm'), 'language');
  });
});

describe('Catalan texts of the catalogue (migration 0027)', () => {
  let testApp: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    testApp = await createTestApp({ shopLanguages: ['esp', 'cat', 'eng'] });
    adminCookie = (await signUpAdmin(testApp)).cookie;
  });
  afterAll(() => testApp.close());

  it('keeps a book’s Catalan name and description, and answers without Catalan when none was given', async () => {
    const added = await addBook(testApp.app, adminCookie, {
      name: { eng: 'The Square', esp: 'La plaza del Diamante', cat: 'La plaça del Diamant' },
      info: { eng: 'A novel.', esp: 'Una novela.', cat: 'Una novel·la.' },
    });
    expect(added.statusCode).toBe(201);
    const book = (await testApp.app.inject(`/api/books/${added.json().book._id}`)).json().book;
    expect(book.name).toEqual({
      eng: 'The Square',
      esp: 'La plaza del Diamante',
      cat: 'La plaça del Diamant',
    });
    expect(book.info.cat).toBe('Una novel·la.');

    const plain = await addBook(testApp.app, adminCookie, { name: { eng: 'Plain', esp: 'Llano' } });
    const plainBook = (await testApp.app.inject(`/api/books/${plain.json().book._id}`)).json().book;
    expect(plainBook.name).toEqual({ eng: 'Plain', esp: 'Llano' });
  });

  it('takes a Catalan name up to the limit of the others, and refuses a longer one naming it', async () => {
    const longest = await addBook(testApp.app, adminCookie, {
      name: { eng: 'Long', esp: 'Largo', cat: 'L'.repeat(300) },
    });
    expect(longest.statusCode).toBe(201);
    const response = await addBook(testApp.app, adminCookie, {
      name: { eng: 'Longer', esp: 'Más largo', cat: 'L'.repeat(301) },
    });
    expectRefused(response, 'name.cat');
  });
});

import { fileURLToPath } from 'node:url';
import { DEFAULT_SHOP_LANGUAGES, type Language, type RenderPage, shopPaths } from '@bookshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessFetch } from '../src/seo/rendered';
import { createTestApp, type TestApp } from './helpers';

// The shop's real page renderer, from its source, as render-concurrency.test.ts loads it: the language
// selector it draws offers what the server gives it (SHOP_LANGUAGES), and a Catalan reader's page is
// drawn with the Catalan words, which the shop loads for Catalan readers only (issue 35).
const rendererSource = fileURLToPath(new URL('../../shop/src/app/renderPage.tsx', import.meta.url));

let testApp: TestApp;
let render: RenderPage;

beforeAll(async () => {
  testApp = await createTestApp();
  render = ((await import(/* @vite-ignore */ rendererSource)) as { renderPage: RenderPage }).renderPage;
});
afterAll(() => testApp.close());

async function home(language: Language, languages: readonly Language[]) {
  const page = await render(shopPaths.main(), { language, languages, fetch: inProcessFetch(testApp.app) });
  if (!page) throw new Error('the home page was not rendered');
  return page;
}

/** The options of the page's language selector, as a reader sees them. */
function languageOptions(html: string): string[] {
  const selector = html.match(/<select[^>]*>([\s\S]*?)<\/select>/)?.[1] ?? '';
  return [...selector.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((option) => option[1] ?? '');
}

describe('the languages of a rendered page', () => {
  it('offers exactly Español and English without SHOP_LANGUAGES, as the SPEC says', async () => {
    expect(DEFAULT_SHOP_LANGUAGES).toEqual(['esp', 'eng']);
    const { html } = await home('esp', DEFAULT_SHOP_LANGUAGES);
    expect(languageOptions(html)).toEqual(['Español', 'English']);
  });

  it('offers Català where the shop turns it on, and draws a Catalan reader’s page in Catalan', async () => {
    const [newest] = (await testApp.app.inject('/api/books?limit=1')).json().books;
    const { html, title } = await home('cat', ['esp', 'cat', 'eng']);
    expect(languageOptions(html)).toEqual(['Español', 'Català', 'English']);
    expect(html).toContain(`Afegeix a la cistella: ${newest.name.esp}`);
    expect(html).toContain('Cerca llibres, autors, editorials');
    expect(title).toContain('Llibreria Barcelona');
    for (const word of ['Añadir a la cesta', 'Iniciar sesión', 'Add to basket', 'Sign in']) {
      expect(html, word).not.toContain(word);
    }
  });

  it('still draws a Spanish and an English reader’s page in their languages once Catalan is in', async () => {
    const spanish = await home('esp', ['esp', 'cat', 'eng']);
    expect(spanish.html).toContain('Añadir a la cesta');
    expect(spanish.html).not.toContain('Afegeix a la cistella');
    const english = await home('eng', ['esp', 'cat', 'eng']);
    expect(english.html).toContain('Add to basket');
    expect(english.html).not.toContain('Afegeix a la cistella');
  });
});

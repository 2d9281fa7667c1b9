import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

// The head of every page the server sends, in a Catalan reader's language (issue 35): the pages the
// browser renders (basket, account, text pages) start from the built index.html, whose title and
// description are Spanish; a search's results and the not-found page have heads of their own.
const shopDist = mkdtempSync(join(tmpdir(), 'bookshop-shop-'));
let testApp: TestApp;

beforeAll(async () => {
  // As the shop's build writes it (apps/shop/index.html).
  writeFileSync(
    join(shopDist, 'index.html'),
    '<!doctype html><html lang="es"><head><meta charset="UTF-8" />' +
      '<meta name="description" content="Librería online en Barcelona: novelas, clásicos, libros infantiles, educativos y de programación." />' +
      '<title>Librería Barcelona</title></head><body><div id="root"></div></body></html>',
  );
  testApp = await createTestApp({ shopDist, shopLanguages: ['esp', 'cat', 'eng'] });
});
afterAll(async () => {
  await testApp.close();
  rmSync(shopDist, { recursive: true, force: true });
});

async function head(url: string, language?: string) {
  const response = await testApp.app.inject({
    url,
    headers: language ? { cookie: `language=${language}` } : {},
  });
  const html = response.body;
  return {
    status: response.statusCode,
    lang: html.match(/<html lang="([^"]*)"/)?.[1],
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]),
    descriptions: [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((match) => match[1]),
  };
}

describe("a Catalan reader's page heads", () => {
  it.each(['/basket', '/contacts', '/about_us', '/sign_in', '/my_account/settings'])(
    'gives %s, drawn in the browser, the shop’s Catalan name and description',
    async (url) => {
      expect(await head(url, 'cat')).toEqual({
        status: 200,
        lang: 'ca',
        titles: ['Llibreria Barcelona'],
        descriptions: [
          'Llibreria en línia a Barcelona: novel·les, clàssics, llibres infantils, educatius i de programació.',
        ],
      });
      // A Spanish reader's page is the one built; an English reader's reads in English.
      expect(await head(url)).toMatchObject({ lang: 'es', titles: ['Librería Barcelona'] });
      expect(await head(url, 'eng')).toMatchObject({ lang: 'en', titles: ['Barcelona Bookshop'] });
    },
  );

  it("gives a search's results and the not-found page Catalan titles and descriptions", async () => {
    expect(await head('/search/novel·la', 'cat')).toEqual({
      status: 200,
      lang: 'ca',
      titles: ['Resultats per a «novel·la» - Llibreria Barcelona'],
      descriptions: ['Llibres, autors i editorials que coincideixen amb «novel·la».'],
    });
    expect(await head('/no/such/page', 'cat')).toEqual({
      status: 404,
      lang: 'ca',
      titles: ['Pàgina no trobada - Llibreria Barcelona'],
      descriptions: ['La pàgina que cerques no està disponible.'],
    });
    expect((await head('/search/novela')).titles).toEqual(['Resultados para «novela» - Librería Barcelona']);
    expect((await head('/no/such/page', 'eng')).titles).toEqual(['Page not found - Barcelona Bookshop']);
  });

  it("gives a category's breadcrumb trail for search engines in the page's language", async () => {
    const trail = async (language?: string) => {
      const response = await testApp.app.inject({
        url: '/books/categories/detective',
        headers: language ? { cookie: `language=${language}` } : {},
      });
      const blocks = [...response.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
      const list = blocks
        .map(
          (block) =>
            JSON.parse(block[1] ?? '{}') as { '@type'?: string; itemListElement?: { name: string }[] },
        )
        .find((data) => data['@type'] === 'BreadcrumbList');
      return list?.itemListElement?.map((step) => step.name);
    };
    expect(await trail('cat')).toEqual(['Inici', 'Ficció', 'Novel·la negra']);
    expect(await trail()).toEqual(['Inicio', 'Ficción', 'Novela negra']);
    expect(await trail('eng')).toEqual(['Home', 'Fiction', 'Crime and detective']);
  });
});

import { shopPaths } from '@bookshop/contract';
import { expect, type Page, test } from '@playwright/test';
import { newest, openShop } from './support/shop';
import { catalanWords, englishWords, spanishWords } from './support/words';

/**
 * What the server's HTML gives people to read: its text, and the texts of its attributes that are read
 * out or shown (labels, alternatives, placeholders, titles, meta contents). Not its data blocks (the API
 * answers it carries hold every name in both languages, and the JSON-LD is for search engines), its
 * styles, nor names that no one reads (ids, classes, roles).
 */
function readableHtml(html: string): string {
  return html
    .replace(/<script[^>]*>[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]*>/g, (tag) =>
      [...tag.matchAll(/\b(?:aria-label|alt|placeholder|title|content)="([^"]*)"/g)]
        .map((match) => ` ${match[1]} `)
        .join(''),
    );
}

/** Script errors and React's complaints (a hydration mismatch among them), which it reports as errors. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  return errors;
}

test("the server's HTML for a reader whose cookie says English is English, with no Spanish words", async ({
  request,
}) => {
  const { books } = await (await request.get('/api/books?limit=1')).json();
  const bookPage = shopPaths.book(books[0]._id, books[0].name.eng);
  for (const path of ['/main', '/books/categories/imaginative', bookPage]) {
    const response = await request.get(path, { headers: { cookie: 'language=eng' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers().vary, path).toContain('cookie');
    const raw = await response.text();
    expect(raw, path).toContain('<html lang="en"');
    const html = readableHtml(raw);
    expect(html, path).toContain('Add to basket');
    for (const word of spanishWords) expect(html, `${path}: ${word}`).not.toContain(word);
  }
  const home = readableHtml(
    await (await request.get('/main', { headers: { cookie: 'language=eng' } })).text(),
  );
  expect(home).toContain(newest.name.eng);
  expect(home).toContain('New books - Barcelona Bookshop');
});

test("the server's HTML for a reader without a language cookie is Spanish, with no English words", async ({
  request,
}) => {
  const response = await request.get('/main');
  const raw = await response.text();
  expect(raw).toContain('<html lang="es"');
  const html = readableHtml(raw);
  expect(html).toContain('Añadir a la cesta');
  expect(html).toContain(newest.name.esp);
  for (const word of englishWords) expect(html, word).not.toContain(word);
  expect(raw).toContain('<link rel="alternate" hreflang="en" href="');
});

test("the server's HTML for a Catalan reader is Catalan, with no Spanish or English words; theirs has no Catalan", async ({
  request,
}) => {
  const { books } = await (await request.get('/api/books?limit=1')).json();
  const bookPage = shopPaths.book(books[0]._id, books[0].name.eng);
  for (const path of ['/main', '/books/categories/imaginative', bookPage]) {
    const raw = await (await request.get(path, { headers: { cookie: 'language=cat' } })).text();
    expect(raw, path).toContain('<html lang="ca"');
    const html = readableHtml(raw);
    expect(html, path).toContain('Afegeix a la cistella');
    for (const word of [...spanishWords, ...englishWords])
      expect(html, `${path}: ${word}`).not.toContain(word);
    for (const language of ['esp', 'eng']) {
      const other = readableHtml(
        await (await request.get(path, { headers: { cookie: `language=${language}` } })).text(),
      );
      for (const word of catalanWords) expect(other, `${path} (${language}): ${word}`).not.toContain(word);
    }
  }
});

/** The newest book's button on the home page, and the basket once it is in, in each language. */
const takeOver = {
  eng: { add: `Add to basket: ${newest.name.eng}`, basket: /^Basket 1 book/ },
  esp: { add: `Añadir a la cesta: ${newest.name.esp}`, basket: /^Cesta 1 libro/ },
  cat: {
    add: `Afegeix a la cistella: ${(newest.name as { cat?: string }).cat ?? newest.name.esp}`,
    basket: /^Cistella 1 llibre/,
  },
};

test('the browser takes over the English, the Spanish and the Catalan server-rendered page without a mismatch', async ({
  browser,
  baseURL,
}) => {
  for (const language of ['eng', 'esp', 'cat'] as const) {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    await context.addInitScript((chosen) => {
      localStorage.setItem('language', JSON.stringify(chosen));
      document.addEventListener('DOMContentLoaded', () => {
        (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('main h1');
      });
    }, language);
    const page = await context.newPage();
    const errors = watchErrors(page);

    const response = await page.goto('/main');
    const firstHtml = readableHtml((await response?.text()) ?? '');
    const { add, basket } = takeOver[language];
    expect(firstHtml).toContain(add);
    await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');

    await page.getByRole('button', { name: add }).click();
    await expect(page.getByRole('button', { name: basket })).toBeVisible();
    // Taken over in place (hydrated), not drawn again.
    const kept = await page.evaluate(() => {
      const serverHeading = (window as { serverHeading?: Element | null }).serverHeading;
      return Boolean(serverHeading?.isConnected) && serverHeading === document.querySelector('main h1');
    });
    expect(kept, language).toBe(true);
    expect(errors, language).toEqual([]);
    await context.close();
  }
});

test("a reader's choice of English is kept in a cookie, and their next page comes from the server in English", async ({
  page,
}) => {
  await openShop(page, '/main');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('eng');
  await expect(page.getByRole('tab', { name: 'New books' })).toBeVisible();

  const cookie = (await page.context().cookies()).find((item) => item.name === 'language');
  expect(cookie?.value).toBe('eng');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.httpOnly).toBe(false);
  expect(cookie?.path).toBe('/');
  // About a year from now.
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 60 * 60);

  const response = await page.reload();
  const raw = (await response?.text()) ?? '';
  expect(raw).toContain('<html lang="en"');
  const html = readableHtml(raw);
  expect(html).toContain(`Add to basket: ${newest.name.eng}`);
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newest, openBook, openShop, signIn, signUp, uniqueEmail } from './support/shop';

/**
 * The shop under its Content-Security-Policy, and hostile texts shown back to shoppers. A CSP
 * violation or an injected script would show as a broken page (blocked styles, scripts) or worse.
 */

declare global {
  interface Window {
    cspViolations: string[];
    xssRan?: boolean;
  }
}

/** Records CSP violations (the DOM event and Chromium's console report) and any dialog that opens. */
async function watch(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return {
    async expectNone() {
      const violations = await page.evaluate(() => window.cspViolations);
      expect([...problems, ...violations]).toEqual([]);
      expect(await page.evaluate(() => window.xssRan)).toBeUndefined();
    },
  };
}

/** How many CSS rules styled-components managed to insert (none if the CSP blocked its <style>). */
function styledRules(page: Page): Promise<number> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].reduce(
      (count, style) => count + (style.sheet?.cssRules.length ?? 0),
      0,
    ),
  );
}

async function firstOf(request: APIRequestContext, url: string, key: string) {
  const body = await (await request.get(url)).json();
  const item = body[key][0] as { _id: string; name: { eng: string } };
  return `${item._id}/${encodeURIComponent(item.name.eng)}`;
}

test('no page breaks the Content-Security-Policy', async ({ page, request }) => {
  test.setTimeout(Math.max(test.info().timeout * 2, 120_000));
  const guard = await watch(page);
  const book = await firstOf(request, '/api/books?limit=1', 'books');
  const author = await firstOf(request, '/api/authors', 'authors');
  const publisher = await firstOf(request, '/api/publishers', 'publishers');
  const csp = (await request.get('/main')).headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");

  const pages = [
    '/main',
    '/books/categories/imaginative',
    '/books/categories/novel',
    `/books/${book}`,
    `/authors/${author}`,
    `/publishers/${publisher}`,
    '/basket',
    '/search/quijote',
    '/contacts',
    '/about_us',
    '/for_authors',
    '/for_publishing_houses',
    '/return',
    '/delivery',
    '/sign_in',
    '/sign_up',
    '/no/such/page',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('main'), path).toBeVisible();
    // The shop rendered (its script ran) and styled-components' rules reached the page.
    await expect(page.getByRole('banner')).toBeVisible();
    expect(await styledRules(page), path).toBeGreaterThan(0);
    await guard.expectNone();
  }

  // The signed-in pages: account and, for the admin, the admin forms.
  await signIn(page, 'admin@bookshop.test', 'admin-secret-42');
  await expect(page.getByRole('link', { name: /^Hola,/ })).toBeVisible();
  for (const path of ['/my_account/settings', '/my_account/my_orders', '/admin', '/basket']) {
    await page.goto(path);
    await expect(page.getByRole('main'), path).toBeVisible();
    await guard.expectNone();
  }
});

const payloads = [
  '<img src=x onerror="window.xssRan=true;alert(1)">',
  '<script>window.xssRan=true;alert(2)</script>',
  '"><svg onload="window.xssRan=true;alert(3)">',
];

test('hostile texts in a sign-up name, a comment and a search show as text and run nothing', async ({
  page,
}) => {
  const guard = await watch(page);
  const name = payloads[0] as string;
  await signUp(page, { name, email: uniqueEmail('xss'), password: 'secret-password' });
  await expect(page.getByRole('link', { name: `Hola, ${name}` })).toBeVisible();

  await openShop(page, '/main');
  await openBook(page, newest);
  const commentBox = page.getByLabel('Escribe un comentario');
  for (const text of payloads) {
    await commentBox.fill(text);
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByText(text, { exact: true })).toBeVisible();
    // The form empties once the comment is saved; only then is it ready for the next one.
    await expect(commentBox).toHaveValue('');
  }
  await page.reload();
  for (const text of payloads) await expect(page.getByText(text, { exact: true })).toBeVisible();

  const box = page.getByRole('combobox', { name: 'Buscar libros, autores, editoriales' });
  await box.fill(payloads[1] as string);
  await expect(page.getByText('No se han encontrado resultados')).toBeVisible();
  await page.goto(`/search/${encodeURIComponent(payloads[2] as string)}`);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(payloads[2] as string);

  // Nothing of the payloads became an element, in the page the server rendered or the browser drew
  // (the shop's own inline blocks sit outside #root: its early-taps script, its scripts' starter, and
  // its queries and script list as inert JSON).
  expect(await page.locator('img[src="x"], svg[onload], #root script').count()).toBe(0);
  // At most those two inline scripts, whether the server rendered the page or sent its skeleton.
  expect(await page.locator('script:not([src]):not([type="application/json"])').count()).toBeLessThanOrEqual(
    2,
  );
  expect(await page.locator('script[type="application/json"]').count()).toBeLessThanOrEqual(2);
  await guard.expectNone();
});

test('no source map is served, and no script or style sheet names one', async ({ request }) => {
  const html = await (await request.get('/main')).text();
  // In its tags, and in the list of scripts a rendered page starts after its first paint.
  const files = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  expect(files.length).toBeGreaterThan(1);
  for (const file of files) {
    expect(await (await request.get(file as string)).text(), file).not.toContain('sourceMappingURL');
    const map = await request.get(`${file}.map`);
    expect(map.status(), `${file}.map`).toBe(404);
    expect(map.headers()['content-type']).toContain('application/json');
  }
  // Nor is one left anywhere in the built shop's folder.
  const built = readdirSync('apps/shop/dist', { recursive: true, encoding: 'utf8' });
  expect(built.filter((file) => file.endsWith('.map'))).toEqual([]);
  for (const file of built.filter((name) => /\.(js|css)$/.test(name))) {
    expect(readFileSync(join('apps/shop/dist', file), 'utf8'), file).not.toContain('sourceMappingURL=');
  }
});

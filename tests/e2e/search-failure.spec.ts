import { expect, type Page, test } from '@playwright/test';
import { openShop } from './support/shop';

/**
 * The search API failing, as a reader meets it: the header's panel and the results page say so in the
 * reader's language and offer a retry that works once the API answers again. The failure is made in
 * the browser's network only (the product is untouched): while `failing` is set, both search calls
 * (names across the catalogue, and the books' list) answer 503.
 */
async function failSearches(page: Page): Promise<{ set: (failing: boolean) => void }> {
  let failing = true;
  const unavailable = {
    status: 503,
    contentType: 'application/json',
    body: JSON.stringify({ error: { code: 'unavailable', message: 'Service unavailable' } }),
  };
  await page.route(
    (url) =>
      url.pathname.startsWith('/api/search/') || (url.pathname === '/api/books' && url.searchParams.has('q')),
    (route) => (failing ? route.fulfill(unavailable) : route.fallback()),
  );
  return { set: (value) => (failing = value) };
}

/**
 * Searches `text` from the header, as a reader does: the shop's own navigation to `/search/<text>`,
 * whose answers the browser asks for (a direct load of that page comes rendered by the server, with
 * its answers, so a failure of the browser's network would not show there).
 */
async function searchFromHeader(page: Page, text: string) {
  await openShop(page, '/main');
  const box = page.getByRole('combobox', { name: 'Buscar libros, autores, editoriales' });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent(text)}$`));
}

/** The header's live results panel: the polite live region under the search box. */
const panel = (page: Page) => page.locator('header [aria-live="polite"]');

test('the header search says it failed, in either language, and its retry button searches again', async ({
  page,
}) => {
  const searches = await failSearches(page);
  await openShop(page, '/main');

  const box = page.getByRole('combobox', { name: 'Buscar libros, autores, editoriales' });
  await box.focus();
  await page.keyboard.type('viento');
  // Said in the panel's live region, where the spinner was, in Spanish.
  await expect(panel(page)).toContainText('La búsqueda no está disponible ahora. Inténtalo de nuevo.');
  const retry = panel(page).getByRole('button', { name: 'Reintentar' });
  await expect(retry).toBeVisible();
  // The kit's button, not a bare browser one: filled and at least 44 px tall.
  expect(await retry.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(140, 47, 57)');
  expect((await retry.boundingBox())?.height).toBeGreaterThanOrEqual(44);

  // By keyboard: Tab from the box passes the search button and reaches the retry button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(retry).toBeFocused();
  searches.set(false);
  await page.keyboard.press('Enter');
  await expect(box).toBeFocused();
  await expect(page.getByRole('banner').getByRole('group', { name: 'Libros' })).toBeVisible();
  await expect(panel(page)).not.toContainText('no está disponible');

  // In English the same failure reads in English.
  searches.set(true);
  await box.fill('');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('eng');
  const englishBox = page.getByRole('combobox', { name: 'Search books, authors, publishers' });
  await englishBox.focus();
  await page.keyboard.type('wind');
  await expect(panel(page)).toContainText('Search is not available right now. Please try again.');
  await expect(panel(page).getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(panel(page)).not.toContainText('Reintentar');
});

test('/search/<text> with a failing API shows the failure and a retry button, not only its heading', async ({
  page,
}) => {
  const searches = await failSearches(page);
  await searchFromHeader(page, 'viento');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Resultados para «viento»' })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveText(
    'La búsqueda no está disponible ahora. Inténtalo de nuevo.',
  );
  const retry = main.getByRole('button', { name: 'Reintentar' });
  expect(await retry.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(140, 47, 57)');

  searches.set(false);
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 2, name: 'Libros' })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
  await expect(main.getByRole('status').filter({ hasText: /^\d+ libros?$/ })).toBeVisible();
});

test('/search/<text> says so when only its authors-and-publishers call fails, and retries that call', async ({
  page,
}) => {
  let failing = true;
  let asked = 0;
  await page.route(
    (url) => url.pathname.startsWith('/api/search/'),
    (route) => {
      asked += 1;
      return failing
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"error":{"code":"x","message":"x"}}',
          })
        : route.fallback();
    },
  );
  await searchFromHeader(page, 'Zafón');

  const main = page.getByRole('main');
  // The books came; the rest did not, and the page says so rather than leaving them out silently.
  await expect(main.getByRole('heading', { level: 2, name: 'Libros' })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveText(
    'La búsqueda no está disponible ahora. Inténtalo de nuevo.',
  );
  failing = false;
  const before = asked;
  await main.getByRole('button', { name: 'Reintentar' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Autores' })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
  expect(asked).toBeGreaterThan(before);
});

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { demoBooks, newest, openShop } from './support/shop';

test('a shopper opening the shop lands on /main and sees the newest books of the database', async ({
  page,
}) => {
  // A guest's visit asks the API nothing it refuses (verify-user answers null) and logs no script error.
  // Pictures are left out: other specs add books whose made-up image addresses are 404s.
  const refusedCalls: string[] = [];
  const scriptErrors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/')) {
      refusedCalls.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      scriptErrors.push(message.text());
    }
  });
  await page.goto('/');

  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('tab', { name: 'Novedades', selected: true })).toBeVisible();
  for (const book of demoBooks.slice(0, 5)) {
    await expect(page.getByRole('heading', { level: 3, name: book.name.esp, exact: true })).toBeVisible();
  }
  await expect(page).toHaveTitle('Novedades - Librería Barcelona');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoAxeViolations(page);
  expect(refusedCalls).toEqual([]);
  expect(scriptErrors).toEqual([]);
});

test('a book card links to its book page and adds to the guest basket', async ({ page }) => {
  await openShop(page, '/main');

  await page.getByRole('button', { name: `Añadir a la cesta: ${newest.name.esp}` }).click();
  await page.getByRole('button', { name: `Añadir a la cesta: ${newest.name.esp}` }).click();
  const basket = await page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '[]'));
  expect(basket).toEqual([
    { count: 2, book: { id: expect.any(String), name: newest.name.esp, price: Number(newest.price) } },
  ]);

  const link = page.getByRole('link', { name: newest.name.esp, exact: true }).first();
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`^/books/[0-9a-f-]{36}/${encodeURIComponent(newest.name.eng)}$`),
  );
});

test('an unknown address shows the not-found page with a way back to the main page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  // A real 404, so that search engines drop the address.
  expect(response?.status()).toBe(404);

  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Volver a la página principal' }).click();
  await expect(page).toHaveURL(/\/main$/);
});

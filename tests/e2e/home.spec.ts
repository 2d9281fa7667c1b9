import { expect, test } from '@playwright/test';
import { demoBooks } from '../../apps/api/src/db/seed/demo-catalogue';
import { expectNoAxeViolations } from './support/axe';

test('a shopper opening the shop lands on /main and sees the newest books of the database', async ({
  page,
}) => {
  await page.goto('/');

  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Novedades' })).toBeVisible();
  const newest = demoBooks.slice(0, 10);
  for (const book of newest) {
    await expect(page.getByRole('heading', { level: 3, name: book.name.esp, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('article')).toHaveCount(10);
  await expect(page).toHaveTitle('Novedades - Librería Barcelona');
  await expectNoAxeViolations(page);
});

test('a book card links to its book page and adds to the guest basket', async ({ page }) => {
  await page.goto('/main');
  const [first] = demoBooks;
  if (!first) throw new Error('the demo catalogue is empty');

  await page.getByRole('button', { name: `Añadir a la cesta: ${first.name.esp}` }).click();
  await page.getByRole('button', { name: `Añadir a la cesta: ${first.name.esp}` }).click();
  const basket = await page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '[]'));
  expect(basket).toEqual([
    { count: 2, book: { id: expect.any(String), name: first.name.esp, price: Number(first.price) } },
  ]);

  const link = page.getByRole('link', { name: first.name.esp });
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`^/books/[0-9a-f-]{36}/${encodeURIComponent(first.name.eng)}$`),
  );
});

test('an unknown address shows the not-found page with a way back to the main page', async ({ page }) => {
  await page.goto('/no/such/page');

  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Volver a la página principal' }).click();
  await expect(page).toHaveURL(/\/main$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

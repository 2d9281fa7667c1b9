import { shopPaths } from '@bookshop/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { pickFromLists, uploadCover } from './support/bookForm';
import { openShop, signIn, uniqueEmail } from './support/shop';

/** A shopper signed up through the API in this browser context (its cookies are the page's). */
async function signUpShopper(request: APIRequestContext, name: string) {
  const password = `secret-${name.toLowerCase()}`;
  const response = await request.post('/api/users/signup', {
    data: {
      name,
      surname: 'Vidal',
      email: uniqueEmail(name.toLowerCase()),
      telephone: '+34 931 234 567',
      password,
      confirmPassword: password,
    },
  });
  expect(response.status()).toBe(201);
}

async function orderBasket(page: Page) {
  await page.goto('/basket');
  const form = page.getByRole('form', { name: 'Entrega y pago' });
  await form.getByLabel('Calle y número').fill('Carrer de Mallorca, 401');
  await form.getByLabel('Código postal').fill('08013');
  await form.getByLabel('Ciudad').fill('Barcelona');
  await form.getByRole('button', { name: 'Hacer el pedido' }).click();
  return form;
}

test('stock: a new book with one copy, bought by one shopper, sold out for the next, then unpublished', async ({
  page,
  browser,
  request,
}) => {
  // An admin and two shoppers, each in a browser of their own.
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const bookEsp = `Último ejemplar ${stamp}`;
  const bookEng = `Last copy ${stamp}`;

  // The admin adds the book with the SPEC's add form: 10 copies until counted.
  await signIn(page, 'admin@bookshop.test', 'admin-secret-42');
  await expect(page.getByRole('link', { name: /Hola,/ })).toBeVisible();
  await page.goto('/admin');
  const bookForm = page.getByRole('form', { name: 'Añadir un libro' });
  await bookForm.getByLabel('Nombre en inglés').fill(bookEng);
  await bookForm.getByLabel('Nombre en español').fill(bookEsp);
  await pickFromLists(bookForm, { categories: ['Fábulas'], language: 'Español' });
  await bookForm.getByLabel(/^Autor/).selectOption({ index: 1 });
  await bookForm.getByLabel(/^Editorial/).selectOption({ index: 1 });
  await bookForm.getByLabel(/^Páginas/).fill('64');
  await bookForm.getByLabel(/^Año/).fill('2025');
  await bookForm.getByLabel(/^Precio/).fill('21.99');
  await bookForm.getByLabel('Información en inglés').fill('A fable with one copy.');
  await bookForm.getByLabel('Información en español').fill('Una fábula con un solo ejemplar.');
  await bookForm.getByRole('button', { name: 'Añadir' }).click();
  await expect(bookForm.getByLabel('Nombre en inglés')).toHaveValue('');

  // The back office's list shows its stock.
  await page.goto(`${shopPaths.adminBooks()}?q=${stamp}`);
  const table = page.getByRole('table', { name: 'Libros' });
  const row = table.getByRole('row', { name: new RegExp(bookEsp) });
  await expect(row.getByText('En stock')).toBeVisible();
  await row.getByRole('link', { name: bookEsp }).click();
  await expect(page.getByRole('heading', { level: 1, name: bookEsp })).toBeVisible();
  const bookId = page.url().split('/').pop() ?? '';

  // A cover uploaded, the price fixed, one copy counted in.
  const form = page.getByRole('form', { name: 'Editar el libro' });
  await uploadCover(form);
  await expect(page.getByText('Cubierta guardada')).toBeVisible();
  await form.getByLabel(/^Precio/).fill('14.50');
  await form.getByLabel(/^Ejemplares en stock/).fill('1');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();
  expect((await (await request.get(`/api/books/${bookId}`)).json()).book).toMatchObject({
    price: 14.5,
    stock: 1,
  });
  // Books with few copies, as the list's address asks, among this run's (an import before may have
  // brought others with one copy).
  await page.goto(`${shopPaths.adminBooks()}?stock=low&q=${stamp}`);
  await expect(page.getByRole('combobox', { name: 'Stock' })).toHaveValue('low');
  await expect(
    page.getByRole('table', { name: 'Libros' }).getByRole('row', { name: new RegExp(bookEsp) }),
  ).toContainText('Últimas unidades');

  // Two shoppers see the last copy; both put it in their baskets.
  const bookPath = shopPaths.book(bookId, bookEng);
  const shoppers = await Promise.all(
    ['Ana', 'Biel'].map(async (name) => {
      const context = await browser.newContext();
      const shopper = await context.newPage();
      await signUpShopper(shopper.request, name);
      await openShop(shopper, bookPath);
      await expect(shopper.getByRole('link', { name: `Hola, ${name}` })).toBeVisible();
      await expect(shopper.getByText('Últimas unidades').first()).toBeVisible();
      await shopper.getByRole('button', { name: 'Añadir a la cesta', exact: true }).click();
      await expect(shopper.getByRole('button', { name: /^Cesta 1 libro / })).toBeVisible();
      return { context, page: shopper };
    }),
  );
  const [ana, biel] = shoppers as [(typeof shoppers)[0], (typeof shoppers)[0]];

  // Ana buys it.
  await orderBasket(ana.page);
  await expect(ana.page).toHaveURL(/\/my_account\/my_orders\/[0-9a-f-]{36}$/);
  await expect(ana.page.getByText('Gracias, tu pedido está hecho.')).toBeVisible();

  // Biel is told, at the checkout, that it is sold out, naming the book; his basket keeps it.
  const bielForm = await orderBasket(biel.page);
  await expect(bielForm.getByRole('alert')).toHaveText(
    `«${bookEsp}» está agotado: quítalo de la cesta para hacer el pedido.`,
  );
  await expect(biel.page).toHaveURL(/\/basket$/);
  // And on the book's page: sold out, the button disabled, saying so and why.
  await openShop(biel.page, bookPath);
  await expect(biel.page.getByText('Agotado', { exact: true }).first()).toBeVisible();
  const add = biel.page.getByRole('button', { name: 'Agotado', exact: true });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('Agotado: por ahora no se puede añadir a la cesta.');
  await expectNoAxeViolations(biel.page);
  await Promise.all(shoppers.map((shopper) => shopper.context.close()));

  // The admin unpublishes it: gone from its category, search and the sitemap.
  const inCategory = async () =>
    (
      (await (await request.get('/api/books?category=fable&limit=100')).json()).books as { _id: string }[]
    ).some((book) => book._id === bookId);
  const inSearch = async () =>
    ((await (await request.get(`/api/books?q=${stamp}&page=1`)).json()).books as { _id: string }[]).some(
      (book) => book._id === bookId,
    );
  const inSitemap = async () => (await (await request.get('/sitemap.xml')).text()).includes(bookId);
  expect([await inCategory(), await inSearch(), await inSitemap()]).toEqual([true, true, true]);
  await page.goto(shopPaths.adminBook(bookId));
  await page.getByRole('button', { name: 'Retirar de la tienda' }).click();
  await page
    .getByRole('dialog', { name: '¿Retirar este libro de la tienda?' })
    .getByRole('button', { name: 'Retirar de la tienda' })
    .click();
  await expect(page.getByText('El libro se ha retirado de la tienda')).toBeVisible();
  expect([await inCategory(), await inSearch(), await inSitemap()]).toEqual([false, false, false]);
  await page.goto(shopPaths.category('fable'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: bookEsp })).toHaveCount(0);
  await page.goto(shopPaths.search(stamp));
  await expect(page.getByRole('heading', { name: bookEsp })).toHaveCount(0);

  // The audit log shows each of the admin's steps on the book, newest first.
  await page.goto(shopPaths.adminAudit(`?entity=book&entityId=${bookId}`));
  const steps = page.getByRole('table', { name: 'Registro de cambios' }).getByRole('row');
  // The header row and three changes: the cover uploaded on the edit page is the one the book was
  // added with (the same image, the same address), so it changes nothing.
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(1)).toContainText('Retirada');
  await expect(steps.nth(2)).toContainText('Edición');
  await expect(steps.nth(2)).toContainText('14,50 €');
  await expect(steps.nth(2)).toContainText('Existencias');
  await expect(steps.nth(3)).toContainText('Alta');
});

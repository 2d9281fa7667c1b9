import { expect, test } from '@playwright/test';
import { pickFromLists, uploadCover } from './support/bookForm';
import { signIn } from './support/shop';

test('the back office: a new book gets a cover and a new price, leaves the shop and comes back', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const bookEsp = `Libro retirado ${stamp}`;
  const bookEng = `Withdrawn book ${stamp}`;

  await signIn(page, 'admin@bookshop.test', 'admin-secret-42');
  await expect(page.getByRole('link', { name: /Hola,/ })).toBeVisible();
  await page.goto('/admin');
  const bookForm = page.getByRole('form', { name: 'Añadir un libro' });
  await bookForm.getByLabel('Nombre en inglés').fill(bookEng);
  await bookForm.getByLabel('Nombre en español').fill(bookEsp);
  await pickFromLists(bookForm, { categories: ['Fábulas'], language: 'Español' });
  await bookForm.getByLabel(/^Autor/).selectOption({ index: 1 });
  await bookForm.getByLabel(/^Editorial/).selectOption({ index: 1 });
  await bookForm.getByLabel(/^Páginas/).fill('80');
  await bookForm.getByLabel(/^Año/).fill('2024');
  await bookForm.getByLabel(/^Precio/).fill('19.99');
  await bookForm.getByLabel('Información en inglés').fill('A fable to withdraw.');
  await bookForm.getByLabel('Información en español').fill('Una fábula para retirar.');
  await bookForm.getByRole('button', { name: 'Añadir' }).click();
  await expect(bookForm.getByLabel('Nombre en inglés')).toHaveValue('');

  // The back office's list finds it; its row opens the edit page.
  await page.getByRole('link', { name: 'Libros del catálogo: editar, retirar, publicar' }).click();
  const main = page.locator('#main-content');
  await main.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(stamp);
  await main.getByRole('button', { name: 'Buscar' }).click();
  const table = page.getByRole('table', { name: 'Libros' });
  await table.getByRole('link', { name: bookEsp }).click();
  await expect(page.getByRole('heading', { level: 1, name: bookEsp })).toBeVisible();
  const bookId = page.url().split('/').pop() ?? '';

  // A cover, uploaded: the book's image is now the server's WebP.
  const form = page.getByRole('form', { name: 'Editar el libro' });
  const cover = await uploadCover(form);
  await expect(page.getByText('Cubierta guardada')).toBeVisible();
  const served = await request.get(cover);
  expect(served.headers()['content-type']).toBe('image/webp');

  // A price fixed.
  await form.getByLabel(/^Precio/).fill('12.50');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();
  const answer = await request.get(`/api/books/${bookId}`);
  expect((await answer.json()).book).toMatchObject({ price: 12.5, image: cover });

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

  // Unpublished, after a question: gone from its category, search and the sitemap.
  await page.getByRole('button', { name: 'Retirar de la tienda' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Retirar este libro de la tienda?' });
  await dialog.getByRole('button', { name: 'Retirar de la tienda' }).click();
  await expect(page.getByText('El libro se ha retirado de la tienda')).toBeVisible();
  expect([await inCategory(), await inSearch(), await inSitemap()]).toEqual([false, false, false]);
  await page.goto('/books/categories/fable');
  await expect(page.getByRole('heading', { name: bookEsp })).toHaveCount(0);

  // Published again: back everywhere.
  await page.goto(`/admin/books/${bookId}`);
  await page.getByRole('button', { name: 'Publicar de nuevo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publicar de nuevo' }).click();
  await expect(page.getByText('El libro vuelve a estar en la tienda')).toBeVisible();
  expect([await inCategory(), await inSearch(), await inSitemap()]).toEqual([true, true, true]);
  await page.goto('/books/categories/fable');
  await expect(page.getByRole('heading', { name: bookEsp })).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { pickFromLists } from './support/bookForm';
import { signIn, signUp, uniqueEmail } from './support/shop';

test('7. an admin adds an author, a publisher and a book; the book is in its category and in search', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const author = `Autora Prueba ${stamp}`;
  const publisher = `Editorial Prueba ${stamp}`;
  const bookEsp = `Libro de prueba ${stamp}`;
  const bookEng = `Test book ${stamp}`;

  await signIn(page, 'admin@bookshop.test', 'admin-secret-42');
  await expect(page.getByRole('link', { name: /Hola,/ })).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
  await expectNoAxeViolations(page);

  const authorForm = page.getByRole('form', { name: 'Añadir un autor' });
  await expect(authorForm.getByRole('button', { name: 'Añadir' })).toBeDisabled();
  await authorForm.getByLabel('Nombre en inglés').fill(author);
  await authorForm.getByLabel('Nombre en español').fill(author);
  await authorForm.getByLabel('Biografía en inglés').fill('A test author.');
  await authorForm.getByLabel('Biografía en español').fill('Una autora de prueba.');
  await authorForm.getByLabel('URL de la imagen').fill('/images/authors/test.svg');
  await authorForm.getByRole('button', { name: 'Añadir' }).click();
  await expect(page.getByRole('status').getByText('Cambios guardados')).toBeVisible();
  await expect(authorForm.getByLabel('Nombre en inglés')).toHaveValue('');
  // The confirmation goes with the next edit of that form.
  await authorForm.getByLabel('Nombre en inglés').fill('x');
  await expect(page.getByText('Cambios guardados')).toHaveCount(0);
  await authorForm.getByLabel('Nombre en inglés').fill('');

  const publisherForm = page.getByRole('form', { name: 'Añadir una editorial' });
  await publisherForm.getByLabel('Nombre en inglés').fill(publisher);
  await publisherForm.getByLabel('Nombre en español').fill(publisher);
  await publisherForm.getByLabel('Información en inglés').fill('A test publisher.');
  await publisherForm.getByLabel('Información en español').fill('Una editorial de prueba.');
  await publisherForm.getByLabel('URL de la imagen').fill('/images/publishers/test.svg');
  await publisherForm.getByRole('button', { name: 'Añadir' }).click();
  await expect(publisherForm.getByLabel('Nombre en inglés')).toHaveValue('');

  const bookForm = page.getByRole('form', { name: 'Añadir un libro' });
  await bookForm.getByLabel('Nombre en inglés').fill(bookEng);
  await bookForm.getByLabel('Nombre en español').fill(bookEsp);
  await pickFromLists(bookForm, { categories: ['Cuentos', 'Fábulas'], language: 'Español' });
  await bookForm.getByLabel(/^Autor/).selectOption({ label: author });
  await bookForm.getByLabel(/^Editorial/).selectOption({ label: publisher });
  await bookForm.getByLabel(/^Páginas/).fill('96');
  await bookForm.getByLabel(/^Año/).fill('2025');
  await bookForm.getByLabel(/^Precio/).fill('14.90');
  await bookForm.getByLabel('Información en inglés').fill('A tale for testing.');
  await bookForm.getByLabel('Información en español').fill('Un cuento para probar.');
  await bookForm.getByRole('button', { name: 'Añadir' }).click();
  await expect(bookForm.getByLabel('Nombre en inglés')).toHaveValue('');

  await page.goto('/books/categories/tale');
  await expect(page.getByRole('heading', { name: bookEsp })).toBeVisible();
  await page.getByRole('combobox', { name: 'Buscar libros, autores, editoriales' }).fill(stamp);
  await expect(
    page.getByRole('group', { name: 'Libros' }).getByRole('option', { name: bookEsp }),
  ).toBeVisible();
});

test('7b. anyone but an admin gets the not-found page on /admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await signUp(page, { name: 'Pau', email: uniqueEmail('pau'), password: 'secret-pau' });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Añadir un libro' })).toHaveCount(0);
});

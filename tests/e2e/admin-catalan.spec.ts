import { shopPaths } from '@bookshop/contract';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { pickFromLists } from './support/bookForm';
import { signIn } from './support/shop';

// Issue 35, with SHOP_LANGUAGES=esp,cat,eng (the e2e server's setting): admins write the catalogue's
// texts in every offered language, Catalan optional beside the required Spanish and English, and a
// Catalan reader reads what they wrote.

/** Fills the add-book form's required fields, and the Catalan ones with `catalan` when given. */
async function fillBook(
  form: Locator,
  names: { eng: string; esp: string },
  catalan?: { name: string; info: string },
) {
  await form.getByLabel('Nombre en inglés').fill(names.eng);
  await form.getByLabel('Nombre en español').fill(names.esp);
  await pickFromLists(form, { categories: ['Novela'], language: 'Catalán' });
  await form.getByLabel(/^Autor/).selectOption({ index: 1 });
  await form.getByLabel(/^Editorial/).selectOption({ index: 1 });
  await form.getByLabel(/^Páginas/).fill('240');
  await form.getByLabel(/^Año/).fill('1962');
  await form.getByLabel(/^Precio/).fill('18.50');
  await form.getByLabel('Información en inglés').fill('A novel of Barcelona.');
  await form.getByLabel('Información en español').fill('Una novela de Barcelona.');
  if (catalan) {
    await form.getByLabel('Nombre en catalán').fill(catalan.name);
    await form.getByLabel('Información en catalán').fill(catalan.info);
  }
}

/** The id of the book whose Spanish name is `name`, once the catalogue lists it. */
async function bookIdNamed(page: Page, name: string): Promise<string> {
  let id = '';
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/search/${encodeURIComponent(name)}/esp`);
      const { books } = (await answer.json()) as { books: { _id: string; name: { esp: string } }[] };
      id = books.find((book) => book.name.esp === name)?._id ?? '';
      return id;
    })
    .not.toBe('');
  return id;
}

test('an admin writes a book in Catalan too (optional, refused when too long); a Catalan reader reads it', async ({
  page,
  browser,
  baseURL,
}) => {
  const stamp = Date.now().toString(36);
  const names = { eng: `The Square ${stamp}`, esp: `La plaza ${stamp}` };
  const catalan = { name: `La plaça del Diamant ${stamp}`, info: 'Una novel·la de la Colometa i de Gràcia.' };

  await signIn(page, 'admin@bookshop.test', 'admin-secret-42');
  await expect(page.getByRole('link', { name: /Hola,/ })).toBeVisible();
  await page.goto('/admin');
  const bookForm = page.getByRole('form', { name: 'Añadir un libro' });

  // The Catalan fields are there, not marked required: the book can be added without them.
  for (const form of ['Añadir un libro', 'Añadir un autor', 'Añadir una editorial']) {
    const catalanName = page.getByRole('form', { name: form }).getByLabel('Nombre en catalán');
    await expect(catalanName, form).toBeVisible();
    await expect(catalanName, form).not.toHaveAttribute('required');
  }
  await expect(
    page.getByRole('form', { name: 'Añadir un autor' }).getByLabel('Biografía en catalán'),
  ).toBeVisible();

  // A Catalan name over the limit of the others (300) is refused, naming it as its field is labelled.
  await fillBook(bookForm, names, { name: 'L'.repeat(301), info: catalan.info });
  await bookForm.getByRole('button', { name: 'Añadir' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Nombre en catalán: / })).toBeVisible();

  await fillBook(bookForm, names, catalan);
  await bookForm.getByRole('button', { name: 'Añadir' }).click();
  await expect(page.getByRole('status').getByText('Cambios guardados')).toBeVisible();
  const id = await bookIdNamed(page, names.esp);
  try {
    await readsTheCatalanTexts(page, browser, baseURL ?? '', id, names, catalan);
  } finally {
    // The book would be the shop's newest and one more novel: the journeys after this one count the
    // demo catalogue's.
    expect((await page.request.delete(`/api/books/${id}`)).status()).toBe(200);
  }
});

/** The edit form and a Catalan reader's book page show the Catalan texts; cleared, the Spanish name. */
async function readsTheCatalanTexts(
  page: Page,
  browser: Browser,
  baseURL: string,
  id: string,
  names: { eng: string; esp: string },
  catalan: { name: string; info: string },
) {
  // The edit form shows the Catalan texts as written.
  await page.goto(shopPaths.adminBook(id));
  const editForm = page.getByRole('form', { name: 'Editar el libro' });
  await expect(editForm.getByLabel('Nombre en catalán')).toHaveValue(catalan.name);
  await expect(editForm.getByLabel('Información en catalán')).toHaveValue(catalan.info);

  // A reader who chose Català reads the Catalan name and description.
  const reader = await browser.newContext();
  await reader.addCookies([{ name: 'language', value: 'cat', url: baseURL }]);
  await reader.addInitScript(() => localStorage.setItem('language', JSON.stringify('cat')));
  const readerPage = await reader.newPage();
  await readerPage.goto(shopPaths.book(id, names.eng));
  await expect(readerPage.getByRole('heading', { level: 1, name: catalan.name })).toBeVisible();
  await expect(readerPage.getByText(catalan.info)).toBeVisible();

  // Cleared, the Catalan name gives way to the Spanish one.
  await editForm.getByLabel('Nombre en catalán').fill('');
  await editForm.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').getByText('Cambios guardados')).toBeVisible();
  await readerPage.reload();
  await expect(readerPage.getByRole('heading', { level: 1, name: names.esp })).toBeVisible();
  await reader.close();
}

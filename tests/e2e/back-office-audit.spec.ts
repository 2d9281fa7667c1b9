import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { euros, onePixelPng as png, signIn, uniqueEmail } from './support/shop';

/**
 * The back office's audit log (issue 20): an admin fixes a price, deletes a shopper's comment from
 * moderation, makes the shopper an admin and takes it back; the audit log shows each step with what
 * changed, before and after.
 */
test('the audit log shows a price fixed, a comment deleted and a role granted and removed', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);

  // A shopper (through the API) comments on a book.
  const email = uniqueEmail('jordi');
  const password = 'secret-jordi';
  const signUp = await request.post('/api/users/signup', {
    data: {
      name: 'Jordi',
      surname: 'Puig',
      email,
      telephone: '+34 931 234 567',
      password,
      confirmPassword: password,
    },
  });
  expect(signUp.status()).toBe(201);
  const shopperId = (await signUp.json()).authUser._id as string;
  const [book] = (await (await request.get('/api/books?limit=1')).json()).books as {
    _id: string;
    name: { esp: string };
    price: number;
  }[];
  if (!book) throw new Error('No demo book');
  const text = `Un comentario ofensivo ${stamp}`;
  expect((await request.post(`/api/books/${book._id}/comment-book`, { data: { text } })).status()).toBe(201);

  await signIn(page, 'admin@bookshop.test', 'admin-secret-42');
  await expect(page.getByRole('link', { name: /Hola,/ })).toBeVisible();

  // 1. A price fixed in the book's edit form.
  const newPrice = Math.round((book.price + 1.25) * 100) / 100;
  await page.goto(`/admin/books/${book._id}`);
  const form = page.getByRole('form', { name: 'Editar el libro' });
  await form.getByLabel(/^Precio/).fill(String(newPrice));
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();

  // 2. The comment, found in moderation and deleted after a question.
  await page.goto('/admin');
  const sections = page.getByRole('navigation', { name: 'Secciones de la administración' });
  await sections.getByRole('link', { name: 'Comentarios' }).click();
  const comments = page.getByRole('table', { name: 'Comentarios' });
  const row = comments.getByRole('row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await expectNoAxeViolations(page);
  await expect(row.getByRole('link', { name: book.name.esp })).toBeVisible();
  const remove = row.getByRole('button', { name: /^Borrar: Jordi Puig/ });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: '¿Borrar este comentario?' });
  await expect(dialog).toContainText(text);
  // The safe choice has the focus; Escape closes and gives the focus back.
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  await dialog.getByRole('button', { name: 'Borrar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Comentario borrado' })).toBeVisible();
  await expect(comments.getByRole('row').filter({ hasText: text })).toHaveCount(0);
  const kept = (await (await request.get(`/api/comments?book=${book._id}`)).json()).comments as {
    text: string;
  }[];
  expect(kept.map((comment) => comment.text)).not.toContain(text);

  // 3. The shopper made an admin, then not.
  await sections.getByRole('link', { name: 'Usuarios' }).click();
  const main = page.locator('#main-content');
  await main.getByRole('searchbox', { name: 'Buscar por nombre o correo' }).fill(email);
  await main.getByRole('button', { name: 'Buscar' }).click();
  const users = page.getByRole('table', { name: 'Usuarios' });
  const shopper = users.getByRole('row').filter({ hasText: email });
  await expect(shopper).toContainText('Cliente');
  await expectNoAxeViolations(page);
  // A role is changed only once the admin confirms with their password; cancelling changes nothing.
  await shopper.getByRole('button', { name: 'Hacer administrador a Jordi Puig' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Hacer administrador a Jordi Puig?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(shopper).toContainText('Cliente');
  expect((await request.get('/api/admin/users')).status()).toBe(403);
  await shopper.getByRole('button', { name: 'Hacer administrador a Jordi Puig' }).click();
  await confirm.getByLabel('Tu contraseña').fill('admin-secret-42');
  await confirm.getByRole('button', { name: 'Hacer administrador' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Jordi Puig ya es administrador' })).toBeVisible();
  await expect(shopper).toContainText('Administrador');
  expect((await request.get('/api/admin/users')).status()).toBe(200);
  await shopper.getByRole('button', { name: 'Quitar el rol de administrador a Jordi Puig' }).click();
  const removing = page.getByRole('dialog', { name: '¿Quitar el rol de administrador a Jordi Puig?' });
  await removing.getByLabel('Tu contraseña').fill('admin-secret-42');
  await removing.getByRole('button', { name: 'Quitar administrador' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Jordi Puig ya no es administrador' }),
  ).toBeVisible();
  await expect(shopper).toContainText('Cliente');
  expect((await request.get('/api/admin/users')).status()).toBe(403);

  // 4. The audit log, newest first: each step, who did it, what it was before and after.
  await sections.getByRole('link', { name: 'Registro de cambios' }).click();
  const log = page.getByRole('table', { name: 'Registro de cambios' });
  const entries = log.getByRole('row');
  await expect(entries.nth(1)).toContainText('Cambio de rol');
  await expect(entries.nth(1)).toContainText('Usuario «Jordi Puig»');
  await expect(entries.nth(1)).toContainText('Rol: Administrador → Cliente');
  await expect(entries.nth(2)).toContainText('Rol: Cliente → Administrador');
  await expect(entries.nth(3)).toContainText('Borrado');
  await expect(entries.nth(3)).toContainText(`Comentario «${book.name.esp}»`);
  await expect(entries.nth(3)).toContainText(`Texto: ${text}`);
  await expect(entries.nth(4)).toContainText('Edición');
  await expect(entries.nth(4)).toContainText(`Libro «${book.name.esp}»`);
  await expect(entries.nth(4)).toContainText(`Precio: ${euros(book.price)} → ${euros(newPrice)}`);
  for (const index of [1, 2, 3, 4]) await expect(entries.nth(index)).toContainText('Admin Bookshop');
  await expectNoAxeViolations(page);

  // Filtered in the address: only this book's changes.
  await entries.nth(4).getByRole('link', { name: 'Solo este', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`entity=book&entityId=${book._id}`));
  // This book's changes, newest first (other journeys may have changed the same book before).
  await expect(page.getByRole('textbox', { name: 'Identificador', exact: true })).toHaveValue(book._id);
  await expect(log.getByRole('row').nth(1)).toContainText(
    `Precio: ${euros(book.price)} → ${euros(newPrice)}`,
  );
  // And only the shopper's role changes, through the form.
  await page.goto(`/admin/audit?entityId=${shopperId}`);
  await expect(log.getByRole('row')).toHaveCount(3);
});

test('authors in the back office: sorted, searched, edited, and not unpublished while their books are published', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@bookshop.test', 'admin-secret-42');
  await expect(page.getByRole('link', { name: /Hola,/ })).toBeVisible();
  await page.goto('/admin/authors');
  const main = page.locator('#main-content');
  const table = page.getByRole('table', { name: 'Autores' });
  // Spanish order, accents ignored.
  await expect(main.getByRole('status').filter({ hasText: /\d+ resultados/ })).toBeVisible();
  const names = await table.getByRole('row').locator('td:first-child').allTextContents();
  expect(names.length).toBeGreaterThan(3);
  expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
  await expectNoAxeViolations(page);

  await main.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('cervantes');
  await main.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/admin\/authors\?q=cervantes/);
  await table.getByRole('link', { name: /Cervantes/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Cervantes/ })).toBeVisible();

  // A photo uploaded: stored at once, its address in the form.
  const form = page.getByRole('form', { name: 'Editar el autor' });
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Foto guardada')).toBeVisible({ timeout: 20_000 });
  await expect(form.getByLabel('URL de la imagen')).toHaveValue(/^\/uploads\/[0-9a-f]{32}-960\.webp$/);

  // Edited: the Spanish biography changes, and the audit log has it.
  const biography = form.getByLabel(/^Biografía en español/);
  const stamp = Date.now().toString(36);
  await biography.fill(`Novelista de Alcalá de Henares (${stamp}).`);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();

  // Unpublishing is refused with the reason: the author still has published books.
  await page.getByRole('button', { name: 'Retirar de la tienda' }).click();
  await page
    .getByRole('dialog', { name: '¿Retirar este autor de la tienda?' })
    .getByRole('button', { name: 'Retirar de la tienda' })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Tiene libros publicados: retíralos primero' }),
  ).toBeVisible();
  await expect(page.getByText('Publicado', { exact: true })).toBeVisible();

  await page.goto('/admin/audit?entity=author');
  const newest = page.getByRole('table', { name: 'Registro de cambios' }).getByRole('row').nth(1);
  await expect(newest).toContainText('Edición');
  await expect(newest).toContainText(`Novelista de Alcalá de Henares (${stamp}).`);
});

import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  demoBooks,
  euros,
  newest,
  openBook,
  openShop,
  secondNewest,
  signIn,
  signUp,
  uniqueEmail,
} from './support/shop';

const quijote = demoBooks.find((book) => book.name.eng === 'Don Quixote');

async function basketButton(page: Page) {
  return page.getByRole('button', { name: /^Cesta \d+ libros? / });
}

test('1. a guest browses: tabs, language, a category and a book', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Populares' }).click();
  await expect(page.getByRole('tab', { name: 'Populares', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Novedades' }).click();

  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('eng');
  await expect(page.getByRole('tab', { name: 'New books', selected: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: newest.name.eng, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('eng');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('esp');
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('esp');

  const categoryNav = page.getByRole('navigation', { name: 'Categorías' });
  await categoryNav.getByRole('button', { name: 'Ficción' }).click();
  await categoryNav.getByRole('link', { name: 'Todo en Ficción' }).click();
  await expect(page).toHaveURL(/\/books\/categories\/imaginative$/);
  // The shopper moves the pointer off the menu, which closes its dropdown.
  await page.mouse.move(10, 700);
  await expect(page.getByRole('heading', { level: 1, name: 'Ficción' })).toBeVisible();
  // A large category shows 24 books a page, with numbered pages.
  const categoryBooks = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
  await expect(categoryBooks).toHaveCount(24);
  await expect(page.getByRole('navigation', { name: 'Páginas' })).toBeVisible();
  await expectNoAxeViolations(page);

  await openBook(page, newest);
  await expect(page).toHaveTitle(`${newest.name.esp} - Librería Barcelona`);
  await expect(page.getByText('Solo los usuarios registrados pueden valorar libros')).toBeVisible();
  await expect(page.getByText('Solo los usuarios registrados pueden comentar libros')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('2. a guest finds a book despite a typo, opens it, and uses the search page', async ({ page }) => {
  if (!quijote) throw new Error('the demo catalogue has no Don Quixote');
  await openShop(page, '/main');
  const box = page.getByRole('combobox', { name: 'Buscar libros, autores, editoriales' });

  await box.fill('quijotte');
  // The search waits 1.5 s after the last keystroke.
  const result = page.getByRole('group', { name: 'Libros' }).getByRole('option', { name: quijote.name.esp });
  await expect(page.getByRole('group', { name: 'Libros' })).toBeVisible();
  await expectNoAxeViolations(page);
  await result.click();
  await expect(page).toHaveURL(new RegExp(`/books/[0-9a-f-]{36}/${encodeURIComponent(quijote.name.eng)}$`));
  await expect(page.getByRole('heading', { level: 1, name: quijote.name.esp })).toBeVisible();
  await expect(box).toHaveValue('');

  await box.fill('cervantes');
  await expect(page.getByRole('banner').getByRole('group', { name: 'Autores' })).toBeVisible();
  // A click outside the suggestions (they cover the top of the page) closes them.
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the page has no viewport');
  await page.mouse.click(viewport.width - 4, viewport.height - 4);
  await expect(page.getByRole('banner').getByRole('group', { name: 'Autores' })).toBeHidden();
  await expect(box).toHaveValue('');

  await box.fill('quijote');
  await page.getByRole('link', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/\/search\/quijote$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados para «quijote»' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: quijote.name.esp })).toBeVisible();
});

test('3-4. a guest fills a basket, signs up with the SPEC messages, and the basket moves to the server', async ({
  page,
}) => {
  await openShop(page, '/main');
  await page.getByRole('button', { name: `Añadir a la cesta: ${newest.name.esp}` }).click();
  await page.getByRole('button', { name: `Añadir a la cesta: ${newest.name.esp}` }).click();
  await page.getByRole('button', { name: `Añadir a la cesta: ${secondNewest.name.esp}` }).click();
  const total = euros(2 * Number(newest.price) + Number(secondNewest.price));
  await expect(await basketButton(page)).toHaveAccessibleName(`Cesta 3 libros ${total}`);

  await page.goto('/basket');
  await expect(page.getByRole('row', { name: new RegExp(newest.name.esp) })).toContainText('2');
  await expect(page.getByTestId('basket-total')).toHaveText(total);
  await page.reload();
  await expect(page.getByTestId('basket-total')).toHaveText(total);
  await expectNoAxeViolations(page);

  // The SPEC's messages, each at its field.
  await page.goto('/sign_up');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByText('El nombre es obligatorio')).toBeVisible();
  await expect(page.getByText('El correo electrónico es obligatorio')).toBeVisible();
  await expect(page.getByText('La contraseña es obligatoria')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('ana@');
  await page.getByLabel('Contraseña', { exact: true }).fill('1234');
  await page.getByLabel('Repite la contraseña').fill('12345');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByText('El correo electrónico no es correcto')).toBeVisible();
  await expect(page.getByText('La contraseña debe tener más de 4 caracteres')).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Contraseña', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  await expectNoAxeViolations(page);

  await signUp(page, { name: 'Ana', email: uniqueEmail('ana'), password: 'secret-ana' });
  await expect(await basketButton(page)).toHaveAccessibleName(`Cesta 3 libros ${total}`);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '[]'))).toEqual([]);
  const server = await page.evaluate(async () => (await fetch('/api/books/get-basket-books')).json());
  expect(
    server.basketBooks.map((entry: { count: number; book: { name: { esp: string } } }) => [
      entry.book.name.esp,
      entry.count,
    ]),
  ).toEqual([
    [newest.name.esp, 2],
    [secondNewest.name.esp, 1],
  ]);
});

test('5. a reader rates, comments, likes, dislikes and deletes; another reader cannot delete', async ({
  page,
  browser,
}) => {
  await signUp(page, { name: 'Jordi', email: uniqueEmail('jordi'), password: 'secret-jordi' });
  await openShop(page, '/main');
  await openBook(page, secondNewest);

  // The reader clicks the star half; its radio input is visually hidden behind it.
  await page.locator('label', { has: page.getByRole('radio', { name: '4,5 estrellas' }) }).click();
  await expect(page.getByRole('img', { name: /Valoración: 4[.,]\d+ de 5/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: '4,5 estrellas' })).toBeChecked();

  const text = 'Una joya <b>imprescindible</b>';
  await page.getByLabel('Escribe un comentario').fill(text);
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  const comment = page.getByRole('article', { name: 'Jordi Puig' });
  await expect(comment.getByText(text)).toBeVisible();

  await comment.getByRole('button', { name: /Me gusta/ }).click();
  await expect(comment.getByRole('button', { name: /^Me gusta/ })).toHaveAttribute('aria-pressed', 'true');
  await comment.getByRole('button', { name: /No me gusta/ }).click();
  await expect(comment.getByRole('button', { name: /No me gusta/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(comment.getByRole('button', { name: /^Me gusta/ })).toHaveAttribute('aria-pressed', 'false');
  await expectNoAxeViolations(page);

  // Another reader sees the comment but no way to delete it.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUp(otherPage, { name: 'Laia', email: uniqueEmail('laia'), password: 'secret-laia' });
  await otherPage.goto(page.url());
  const seenByOther = otherPage.getByRole('article', { name: 'Jordi Puig' });
  await expect(seenByOther.getByText(text)).toBeVisible();
  await expect(seenByOther.getByRole('button', { name: 'Eliminar' })).toHaveCount(0);
  await other.close();

  await comment.getByRole('button', { name: 'Eliminar' }).click();
  await expect(comment.getByText('¿Eliminar este comentario?')).toBeVisible();
  await comment.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText(text)).toHaveCount(0);
});

test('6. sign out, a wrong password, sign in again, already logged in, no orders yet', async ({ page }) => {
  const email = uniqueEmail('marta');
  await signUp(page, { name: 'Marta', email, password: 'secret-marta' });
  await page.goto('/my_account/settings');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();

  await signIn(page, email, 'wrong-password');
  await expect(page.getByRole('alert')).toHaveText('El correo electrónico o la contraseña no son correctos');
  await signIn(page, email, 'secret-marta');
  await expect(page.getByRole('link', { name: 'Hola, Marta' })).toBeVisible();

  await page.goto('/sign_in');
  await expect(page.getByText('Ya has iniciado sesión')).toBeVisible();
  await page.goto('/my_account/my_orders');
  await expect(page.getByText('Todavía no hay pedidos')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('6b. a guest asking for the account area is sent to sign in, with the way back in ?next=', async ({
  page,
}) => {
  await page.goto('/my_account/my_orders');
  await expect(page).toHaveURL(/\/sign_in\?next=%2Fmy_account%2Fmy_orders$/);
});

test('8. on a 375 px screen the menu slides in, locks scrolling and navigates', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openShop(page, '/main');
  const menu = page.getByRole('button', { name: 'Menú' });
  await menu.click();
  await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await expectNoAxeViolations(page);

  await page
    .getByRole('navigation', { name: 'Categorías' })
    .getByRole('button', { name: 'Infantil' })
    .click();
  await page.getByRole('navigation', { name: 'Categorías' }).getByRole('link', { name: 'Cuentos' }).click();
  await expect(page).toHaveURL(/\/books\/categories\/tale$/);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  await expect(page.getByRole('heading', { level: 1, name: 'Cuentos' })).toBeVisible();
});

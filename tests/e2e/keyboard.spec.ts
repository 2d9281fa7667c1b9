import { expect, type Page, test } from '@playwright/test';
import { newest, openShop, uniqueEmail } from './support/shop';

/**
 * The shop with the keyboard only: no mouse click in these journeys (forms are typed into with the
 * keyboard; setting up an account fills its fields). Each step waits on what a reader would notice.
 */

/** The accessible name of the focused element, as near as a screen reader reads it. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const label = element.getAttribute('aria-label');
    if (label) return label;
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return document.getElementById(labelledBy)?.textContent?.trim() ?? '';
    if (element instanceof HTMLInputElement && element.labels?.[0])
      return element.labels[0].textContent?.trim() ?? '';
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, without what is not rendered.
    return element.innerText.replace(/\s+/g, ' ').trim();
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, at most `max` times; returns
 * how many presses that took. Fails when it was not reached.
 */
async function tabTo(page: Page, name: RegExp, max: number, backwards = false): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (name.test(await focusedName(page))) return presses;
  }
  throw new Error(`${name} not reached in ${max} presses of Tab (last: "${await focusedName(page)}")`);
}

/** After a move to another page, its h1 has the focus (and says what the page is). */
async function expectHeadingFocused(page: Page, name: string | RegExp) {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
}

async function bookPath(page: Page): Promise<string> {
  const answer = await page.request.get(`/api/search/${encodeURIComponent(newest.name.esp)}/esp`);
  const found = (await answer.json()) as { books: { _id: string; name: { eng: string } }[] };
  const book = found.books.find((item) => item.name.eng === newest.name.eng);
  if (!book) throw new Error('the newest demo book was not found');
  return `/books/${book._id}/${encodeURIComponent(book.name.eng)}`;
}

test('from a book page: the skip link, then "Añadir a la cesta" within 15 Tabs, confirmed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openShop(page, await bookPath(page));

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const presses = await tabTo(page, /^Añadir a la cesta/, 15);
  expect(presses).toBeLessThanOrEqual(15);
  await page.keyboard.press('Enter');
  // Confirmed on screen and in the polite live region.
  await expect(page.getByRole('status').filter({ hasText: 'añadido a la cesta' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cesta 1 libro/ })).toBeVisible();
});

test('search, book, basket and checkout by keyboard; focus on each new page’s h1', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // An account to order with: its form filled, sent with Enter.
  await openShop(page, '/sign_up');
  await page.getByLabel('Nombre', { exact: true }).fill('Núria');
  await page.getByLabel('Apellidos').fill('Puig');
  await page.getByLabel('Correo electrónico').fill(uniqueEmail('keyboard'));
  await page.getByLabel('Teléfono').fill('+34 931 234 567');
  await page.getByLabel('Contraseña', { exact: true }).fill('secret-password-1');
  await page.getByLabel('Repite la contraseña').fill('secret-password-1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Hola, Núria' })).toBeVisible();

  await openShop(page, '/main');
  await tabTo(page, /^Buscar libros/, 12);
  await page.keyboard.type(newest.name.esp);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\//);
  await expectHeadingFocused(page, /Resultados para/);

  // Results load after the heading: wait for the book's card, then reach it.
  await expect(page.getByRole('main').getByRole('link', { name: newest.name.esp }).first()).toBeVisible();
  await tabTo(page, new RegExp(`^${newest.name.esp}`), 40);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/books\//);
  await expectHeadingFocused(page, newest.name.esp);

  await tabTo(page, /^Añadir a la cesta/, 15);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Cesta 1 libro/ })).toBeVisible();

  // Back up to the basket in the navigation bar; its menu closes with Escape, focus on its button.
  await tabTo(page, /Cesta 1 libro/, 40, true);
  await page.keyboard.press('Enter');
  await tabTo(page, /^Ir a la cesta$/, 3);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /^Cesta 1 libro/ })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Ir a la cesta' })).toBeHidden();
  await page.keyboard.press('Enter');
  await tabTo(page, /^Ir a la cesta$/, 3);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/basket$/);
  await expectHeadingFocused(page, 'Cesta');

  // A refused address puts the focus on its first wrong field.
  await tabTo(page, /^Hacer el pedido$/, 30);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Calle y número')).toBeFocused();
  await page.keyboard.type('Carrer de Mallorca, 401');
  await page.keyboard.press('Tab');
  await page.keyboard.type('08013');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Barcelona');
  await tabTo(page, /^Hacer el pedido$/, 6);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my_account\/my_orders\/[0-9a-f-]{36}$/);
  await expectHeadingFocused(page, /^Pedido/);
});

test('Escape closes the category menu, focus back on its button; back to top moves the focus up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openShop(page, '/main');
  await tabTo(page, /^Ficción$/, 15);
  const fiction = page.getByRole('button', { name: 'Ficción', exact: true });
  await expect(fiction).toHaveAttribute('aria-expanded', 'false');
  // Its subcategories are out of the Tab order while closed: the next Tab is the next category.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Educación', exact: true })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowDown');
  await expect(fiction).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Todo en Ficción' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'Clásicos' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(fiction).toBeFocused();
  await expect(fiction).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Clásicos' })).toBeHidden();

  // The subcategory chosen with the keyboard opens its page, focus on its heading.
  await page.keyboard.press('Enter');
  await tabTo(page, /^Superventas$/, 8);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/books\/categories\/bestseller$/);
  await expectHeadingFocused(page, 'Superventas');

  // "Volver arriba" takes the focus to the top of the page: the next Tab starts there.
  await page.getByRole('button', { name: 'Volver arriba' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
});

test('the phone menu: its close button clear of the items, focus kept inside, Escape back to its button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openShop(page, '/main');
  await tabTo(page, /Menú$/, 15);
  await page.keyboard.press('Enter');
  const close = page.getByRole('button', { name: 'Cerrar menú' });
  await expect(close).toBeFocused();
  const bestsellers = page.getByRole('button', { name: 'Ficción', exact: true });
  await expect(bestsellers).toBeVisible();
  const closeBox = await close.boundingBox();
  const firstBox = await bestsellers.boundingBox();
  expect(closeBox && firstBox && closeBox.y + closeBox.height <= firstBox.y).toBe(true);

  // Shift+Tab from the close button goes round to the last category, not out of the panel.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Otros', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Menú' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Menú' })).toHaveAttribute('aria-expanded', 'false');

  // A category chosen in the panel opens (the close button is not over it).
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await tabTo(page, /^Superventas$/, 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/books\/categories\/bestseller$/);
  await expectHeadingFocused(page, 'Superventas');
});

test('the slider has a pause button and stays still with reduced motion', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await openShop(page, '/main');
  const slider = page.getByRole('region', { name: 'Destacados' });
  await expect(slider.getByRole('button', { name: 'Reanudar los destacados' })).toBeVisible();
  await context.close();

  const moving = await browser.newPage();
  await openShop(moving, '/main');
  const pause = moving.getByRole('button', { name: 'Pausar los destacados' });
  await expect(pause).toBeVisible();
  await pause.focus();
  await moving.keyboard.press('Enter');
  await expect(moving.getByRole('button', { name: 'Reanudar los destacados' })).toBeFocused();
  await moving.close();
});

import { LANGUAGE_COOKIE, type Language, shopPaths } from '@bookshop/contract';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { demoBooks } from '../../../apps/api/src/db/seed/demo-catalogue';

export { demoBooks };

/** The demo books the home page shows first (newest first). */
export const [newest, secondNewest] = demoBooks as [(typeof demoBooks)[0], (typeof demoBooks)[0]];

/** A 1×1 PNG to upload: the server re-encodes it to WebP like any photo. */
export const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Euros as the Spanish interface writes them: "22,50 €". */
export function euros(amount: number): string {
  return `${new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} €`;
}

let counter = 0;
/** A fresh e-mail address per sign-up, so journeys never collide. */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now()}.${counter}@example.com`;
}

/** Signs up through the form and waits until the shop greets the new user. */
export async function signUp(
  page: Page,
  { name, email, password }: { name: string; email: string; password: string },
) {
  await page.goto('/sign_up');
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Apellidos').fill('Puig');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Teléfono').fill('+34 931 234 567');
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByLabel('Repite la contraseña').fill(password);
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByRole('link', { name: `Hola, ${name}` })).toBeVisible();
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign_in');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/**
 * A demo book's id and the address of its page, found in the catalogue by its name: journeys before may
 * have added books of their own, so the newest book is not always a demo one.
 */
export async function demoBookPage(
  request: APIRequestContext,
  book: (typeof demoBooks)[0],
): Promise<{ id: string; path: string }> {
  const { books } = (await (await request.get('/api/books?limit=100')).json()) as {
    books: { _id: string; name: { esp: string } }[];
  };
  const found = books.find((candidate) => candidate.name.esp === book.name.esp);
  if (!found) throw new Error(`${book.name.esp} is not among the newest 100 books`);
  return { id: found._id, path: shopPaths.book(found._id, book.name.eng) };
}

export async function openBook(page: Page, book: (typeof demoBooks)[0]) {
  await page.getByRole('link', { name: book.name.esp, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: book.name.esp })).toBeVisible();
}

/**
 * Opens a shop page and waits until it answers clicks: the server's page shows first, and a click
 * before the browser takes it over would do nothing.
 */
export async function openShop(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-interactive', 'true');
}

/**
 * The reader's language chosen before the first page, as a returning reader's browser keeps it: the
 * cookie the server renders by and the stored choice the shop reads (`LANGUAGE_KEY`, also 'language').
 */
export async function readIn(page: Page, language: Language, baseURL: string) {
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL }]);
  await page.addInitScript((chosen) => localStorage.setItem('language', JSON.stringify(chosen)), language);
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shopPaths } from '@bookshop/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { mailLink, type ReadMail, readMail } from '../../apps/api/test/mail-reader';
import {
  generatedBook,
  generatedFeed,
  generatedIsbn,
  onixMessage,
  onixProduct,
} from '../../apps/api/test/onix-feed';
import { openShop, signIn, uniqueEmail } from './support/shop';

/**
 * The catalogue (issue 38) as its people meet it: an admin imports a distributor's ONIX feed watching
 * its progress bar; a shopper finds an imported book by its ISBN, asks to be told when a sold-out one
 * is back, and gets the mail (read from the server's outbox, as tests/e2e/accounts.spec.ts does) once
 * the admin restocks it.
 */
const outboxDir = process.env.E2E_OUTBOX_DIR ?? '';

function mailsTo(email: string): ReadMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).sort();
  } catch {
    // No mail yet: the folder is made with the first one.
  }
  return files
    .map((file) => readMail(readFileSync(join(outboxDir, file), 'utf8')))
    .filter((mail) => mail.to === email);
}

/** "978-8-…" with hyphens where a bookseller would write them. */
const hyphenated = (isbn: string) =>
  `${isbn.slice(0, 3)}-${isbn.slice(3, 4)}-${isbn.slice(4, 8)}-${isbn.slice(8, 12)}-${isbn.slice(12)}`;

/**
 * Unpublishes the books this run imported (their ISBNs start with `prefix`), newest first, page by page:
 * they are the shop's newest books, and the journeys after this one expect the demo catalogue's.
 */
async function unpublishImported(admin: APIRequestContext, prefix: string): Promise<void> {
  for (;;) {
    const answer = await admin.get('/api/books?limit=100');
    const { books } = (await answer.json()) as { books: { _id: string; isbn: string | null }[] };
    const imported = books.filter((book) => book.isbn?.startsWith(prefix));
    if (imported.length === 0) return;
    // A few at a time: each is an audited write.
    for (let start = 0; start < imported.length; start += 5) {
      const batch = imported.slice(start, start + 5);
      const answers = await Promise.all(batch.map((book) => admin.delete(`/api/books/${book._id}`)));
      for (const unpublished of answers) expect(unpublished.status()).toBe(200);
    }
  }
}

test('an admin imports a feed; a shopper finds a book by its ISBN and is told when a sold-out one is back', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  // ISBNs of this run's own: 979-8, the run's stamp, then the record's number (4 digits).
  const stamp = Date.now() % 10_000;
  const prefix = `9798${String(stamp).padStart(4, '0')}`;
  const records = 1500;
  const wanted = { ...generatedBook(700, prefix), title: `El faro del puerto ${stamp}`, availability: '21' };
  const soldOut = {
    ...generatedBook(701, prefix),
    title: `La librería agotada ${stamp}`,
    availability: '31',
    onHand: undefined,
  };
  // The generated feed, two of its books given names to look for, and one record without an ISBN.
  const feed = [...generatedFeed(records, { prefix })]
    .join('')
    .replace(onixProduct(generatedBook(700, prefix)), onixProduct(wanted))
    .replace(onixProduct(generatedBook(701, prefix)), onixProduct(soldOut))
    .replace(
      onixProduct(generatedBook(702, prefix)),
      onixProduct({ ...generatedBook(702, prefix), isbn: undefined }),
    );

  // The admin sends the feed and watches it.
  await signIn(page, 'admin@bookshop.test', 'admin-secret-42');
  await expect(page.getByRole('link', { name: /Hola,/ })).toBeVisible();
  try {
    await openShop(page, shopPaths.adminImports());
    await expect(page.getByRole('heading', { level: 1, name: 'Importar el catálogo' })).toBeVisible();
    await chooseFeed(page, {
      name: 'distribuidora.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(feed),
    });
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    const bar = page.getByRole('progressbar', { name: 'distribuidora.xml' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuemax', String(records), { timeout: 60_000 });
    await expect(bar).toHaveAttribute('aria-valuenow', String(records), { timeout: 180_000 });
    await expect(bar).toHaveAttribute('aria-valuetext', /1500 de 1500 registros/);
    await expect(page.getByRole('status').filter({ hasText: 'Terminada' })).toBeVisible();
    await expect(page.getByText('1499 libros nuevos, 0 actualizados, 1 registros con errores')).toBeVisible();
    // The record that failed, named with its field and why, in the admin's language; and its download.
    const errors = page.getByRole('table', { name: 'Registros con errores' });
    await expect(errors.getByRole('row', { name: /702 .*isbn.*Este campo es obligatorio/ })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar los errores (CSV)' }).click();
    const saved = await (await download).path();
    expect(readFileSync(saved, 'utf8')).toContain('"isbn","Este campo es obligatorio"');

    // A guest looks for a book by the ISBN a bookseller gave them, hyphens and all.
    const guestContext = await browser.newContext();
    const guest = await guestContext.newPage();
    await openShop(guest, shopPaths.main());
    const box = guest.getByRole('combobox', { name: 'Buscar libros, autores, editoriales' });
    await box.fill(hyphenated(wanted.isbn as string));
    // The header's panel shows it, and so does the search page.
    await expect(
      guest.getByRole('group', { name: 'Libros' }).getByRole('option', { name: wanted.title }),
    ).toBeVisible();
    await guest.getByRole('link', { name: 'Buscar', exact: true }).click();
    await guest.getByRole('main').getByRole('link', { name: wanted.title }).first().click();
    await expect(guest.getByRole('heading', { level: 1, name: wanted.title })).toBeVisible();
    await expect(guest.getByText(wanted.isbn as string)).toBeVisible();
    await expect(guest.getByText('En stock')).toBeVisible();

    // The sold-out one: they ask to be told when it is back, and confirm their address.
    const email = uniqueEmail('lectora');
    await openShop(guest, shopPaths.search(soldOut.isbn as string));
    await guest.getByRole('main').getByRole('link', { name: soldOut.title }).first().click();
    await expect(guest.getByRole('heading', { level: 1, name: soldOut.title })).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Agotado', exact: true })).toBeDisabled();
    const ask = guest.getByRole('form', { name: 'Avísame cuando vuelva' });
    await ask.getByLabel('Tu correo electrónico').fill(email);
    await ask.getByRole('button', { name: 'Avísame cuando vuelva' }).click();
    await expect(guest.getByText('Revisa tu correo: abre el enlace que te hemos enviado')).toBeVisible();
    await expect.poll(() => mailsTo(email).length).toBe(1);
    const confirmation = mailsTo(email)[0] as ReadMail;
    expect(confirmation.subject).toBe('Confirma tu aviso de Librería Barcelona');
    await openShop(guest, new URL(mailLink(confirmation, 'stock_alerts/confirm').url).pathname);
    await expect(guest.getByRole('heading', { level: 1, name: 'Aviso activado' })).toBeVisible();

    // The admin counts new copies in; the shopper gets one mail, in Spanish, linking to the book.
    await openShop(page, `${shopPaths.adminBooks()}?q=${encodeURIComponent(soldOut.title)}`);
    await page.getByRole('link', { name: soldOut.title }).click();
    const form = page.getByRole('form', { name: 'Editar el libro' });
    await expect(form.getByLabel('ISBN')).toHaveValue(soldOut.isbn as string);
    await form.getByLabel(/^Ejemplares en stock/).fill('5');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cambios guardados')).toBeVisible();

    await expect.poll(() => mailsTo(email).length, { timeout: 60_000 }).toBe(2);
    const back = mailsTo(email)[1] as ReadMail;
    expect(back.subject).toBe(`«${soldOut.title}» vuelve a estar disponible`);
    const bookLink = back.text.match(/https?:\/\/\S+\/books\/\S+/)?.[0] ?? '';
    await openShop(guest, new URL(bookLink).pathname);
    await expect(guest.getByRole('heading', { level: 1, name: soldOut.title })).toBeVisible();
    await expect(guest.getByRole('button', { name: 'Añadir a la cesta', exact: true })).toBeEnabled();
    expect(generatedIsbn(700, prefix)).toBe(wanted.isbn);
    await guestContext.close();
  } finally {
    await unpublishImported(page.request, prefix);
  }
});

test('an admin sees how much of a large feed has gone while it travels over a slow line', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // ISBNs of this run's own in 979-10 (the other journey's are 979-8): 250 records with a publisher's
  // long descriptions, 1.5 MB, sent at 128 KB/s, as from a slow office line: about 12 s.
  const prefix = `97910${String(Date.now() % 100).padStart(2, '0')}`;
  const books = Array.from({ length: 250 }, (_, i) => ({
    ...generatedBook(i + 1, prefix),
    description: 'Una historia del puerto de Barcelona, contada por sus libreros. '.repeat(70),
  }));
  const feed = Buffer.from(onixMessage(books));

  await signIn(page, 'admin@bookshop.test', 'admin-secret-42');
  await expect(page.getByRole('link', { name: /Hola,/ })).toBeVisible();
  try {
    await openShop(page, shopPaths.adminImports());
    await expect(page.getByRole('heading', { level: 1, name: 'Importar el catálogo' })).toBeVisible();
    const line = await page.context().newCDPSession(page);
    await line.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 128 * 1024,
    });
    await chooseFeed(page, { name: 'distribuidora-lenta.xml', mimeType: 'application/xml', buffer: feed });
    await page.getByRole('button', { name: 'Importar', exact: true }).click();

    // The bar of the bytes sent grows, out of the whole upload (the feed and its form's few lines).
    const sending = page.getByRole('progressbar', { name: 'Enviando el archivo…' });
    await expect(sending).toBeVisible();
    const sent = () => sending.evaluate((bar: HTMLProgressElement) => [bar.value, bar.max]);
    const [first = 0, whole = 0] = await sent();
    expect(whole).toBeGreaterThan(feed.length);
    await expect.poll(async () => (await sent())[0], { timeout: 30_000 }).toBeGreaterThan(first);
    await expect(page.getByText(/^\d{1,3}\s%$/)).toBeVisible();

    // Once it has all gone, the import's own bar takes over.
    await expect(page.getByRole('progressbar', { name: 'distribuidora-lenta.xml' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(sending).toHaveCount(0);
    await line.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await expect(page.getByRole('status').filter({ hasText: 'Terminada' })).toBeVisible({ timeout: 60_000 });
  } finally {
    await unpublishImported(page.request, prefix);
  }
});

/**
 * Chooses the feed as an admin does: the shop's own button (in the shop's language, not the browser's
 * "Choose File") opens the browser's file chooser, and the page then names the file chosen.
 */
async function chooseFeed(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  const button = page.getByRole('button', { name: 'Archivo ONIX o CSV Elegir un archivo' });
  await expect(button).toHaveAccessibleDescription(/Ningún archivo elegido|\.xml$/);
  await button.click();
  await (await chooser).setFiles(file);
  await expect(button).toHaveAccessibleDescription(file.name);
}

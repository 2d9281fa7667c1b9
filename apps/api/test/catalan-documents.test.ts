import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stockAlertApiPaths } from '@bookshop/contract';
import { asc, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, invoices, users } from '../src/db/schema';
import { createTestApp, type Reader, signUp, someBookId, type TestApp } from './helpers';
import { addToBasket, call, eventually, mailsTo, placeOrder } from './payments/support';

// Issue 35: a shop in Catalonia owes its readers the contract documents and invoices in Catalan
// (Llei 22/2010, art. 128-1), and tells search engines the pages exist in each language it offers.

// A built shop of one page, for the pages' heads.
const shopDist = mkdtempSync(join(tmpdir(), 'bookshop-catalan-documents-'));
writeFileSync(
  join(shopDist, 'index.html'),
  '<!doctype html>\n<html lang="es">\n  <head><title>Librería Barcelona</title></head>\n  <body><div id="root"></div></body>\n</html>\n',
);
mkdirSync(join(shopDist, '.vite'));
writeFileSync(join(shopDist, '.vite', 'manifest.json'), '{}');
afterAll(() => rmSync(shopDist, { recursive: true, force: true }));

/** Every `hreflang` of the alternates in `html`, in order. */
const hreflangs = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => match[1]);

describe('a shop that offers Catalan (SHOP_LANGUAGES=esp,cat,eng)', () => {
  let testApp: TestApp;
  let book: string;
  beforeAll(async () => {
    testApp = await createTestApp({
      shopDist,
      shopLanguages: ['esp', 'cat', 'eng'],
      shopTaxId: 'B12345674',
      mailIntervalMs: 200,
    });
    book = await someBookId(testApp.app, 3);
    await testApp.database.db.update(books).set({ stock: 100, price: '12.50' }).where(eq(books.id, book));
  });
  afterAll(() => testApp.close());

  async function catalanReader(): Promise<Reader> {
    const reader = await signUp(testApp.app);
    await testApp.database.db.update(users).set({ language: 'cat' }).where(eq(users.id, reader.authUser._id));
    await addToBasket(testApp, reader, book, 2);
    return reader;
  }

  it('mails a Catalan reader the order confirmation in Catalan, with a Catalan invoice whose letters show', async () => {
    const reader = await catalanReader();
    // Every letter Catalan has beyond English's, in a buyer's name as a full invoice prints it.
    const buyer = 'Associació Col·lectiu Lluïsa Güell (Ràdio Pòrtic), a/a Mercè Pérez i Núria Martí';
    const { order } = await placeOrder(testApp, reader, {
      payment: 'card_on_delivery',
      invoice: { taxId: '12345678Z', name: buyer },
    });

    const [mail] = await eventually(
      () => mailsTo(testApp, reader.email),
      (mails) => mails.length >= 1,
    );
    expect(mail?.subject).toMatch(/^La teva comanda #\w+ a Llibreria Barcelona$/);
    expect(mail?.html).toContain('<html lang="ca">');
    expect(mail?.text).toContain('Gràcies per la compra. Et confirmem la comanda');
    expect(mail?.text).toContain('IVA (4 %) inclòs: 0,96');
    expect(mail?.text).toContain('Model de formulari de desistiment');
    expect(mail?.text).toContain('Dret de desistiment: pots desistir');
    expect(mail?.raw).toMatch(/name=factura-F\d{4}-\d{6}\.pdf/);

    const [invoice] = await testApp.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, order._id));
    expect(invoice?.details).toMatchObject({ kind: 'full', language: 'cat' });
    const { text } = await extractText(new Uint8Array(invoice?.pdf ?? []), { mergePages: true });
    expect(text).toContain(`Factura ${invoice?.series}-`);
    for (const word of [
      "Data d'expedició",
      'Descripció',
      'Base imposable',
      "Quota d'IVA",
      "Els preus inclouen l'IVA.",
    ])
      expect(text).toContain(word);
    expect(text).toContain(buyer);
  });

  it('mails the cancellation and its corrective invoice in Catalan', async () => {
    const reader = await catalanReader();
    const { order } = await placeOrder(testApp, reader, { payment: 'card_on_delivery' });
    const cancelled = await call(testApp, 'POST', `/api/orders/${order._id}/cancel`, reader);
    expect(cancelled.statusCode).toBe(200);

    const mails = await eventually(
      () => mailsTo(testApp, reader.email),
      (found) => found.length >= 2,
    );
    expect(mails[1]?.subject).toMatch(/^La teva comanda #\w+ s'ha cancel·lat$/);
    expect(mails[1]?.text).toContain("L'has cancel·lada tu.");

    const rows = await testApp.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, order._id))
      .orderBy(asc(invoices.issuedAt));
    const corrective = rows.find((row) => (row.details as { kind: string }).kind === 'corrective');
    const { text } = await extractText(new Uint8Array(corrective?.pdf ?? []), { mergePages: true });
    expect(text).toContain('Factura rectificativa');
    expect(text).toContain('Motiu: comanda cancel·lada');
  });

  it('writes a Catalan guest’s stock alert in Catalan', async () => {
    const soldOut = await someBookId(testApp.app, 4);
    await testApp.database.db.update(books).set({ stock: 0 }).where(eq(books.id, soldOut));
    const email = `alerta-${randomUUID().slice(0, 8)}@example.com`;
    const asked = await testApp.app.inject({
      method: 'POST',
      url: `/api${stockAlertApiPaths.notifyMe(soldOut)}`,
      remoteAddress: '10.252.0.1',
      payload: { email, language: 'cat' },
    });
    expect(asked.statusCode).toBe(202);
    const [mail] = await eventually(
      () => mailsTo(testApp, email),
      (mails) => mails.length >= 1,
    );
    expect(mail?.subject).toBe("Confirma l'avís de Llibreria Barcelona");
    expect(mail?.text).toContain("Ens has demanat que t'avisem quan");
    expect(mail?.html).toContain('<html lang="ca">');
  });

  it('names every offered language, Catalan too, as an alternate of a page and in the sitemap', async () => {
    const page = await testApp.app.inject('/main');
    expect(page.statusCode).toBe(200);
    expect(hreflangs(page.body)).toEqual(['es', 'ca', 'en', 'x-default']);
    const catalanPage = await testApp.app.inject({ url: '/main', cookies: { language: 'cat' } });
    expect(catalanPage.body).toContain('<meta property="og:locale" content="ca_ES" />');

    const sitemap = (await testApp.app.inject('/sitemap.xml')).body;
    const home = sitemap.match(/<url><loc>[^<]*\/main<\/loc>(.*?)<\/url>/)?.[1] ?? '';
    expect([...home.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'es',
      'ca',
      'en',
      'x-default',
    ]);
  });
});

describe('a shop of Español and English (SHOP_LANGUAGES unset)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ shopDist });
  });
  afterAll(() => testApp.close());

  it('names no Catalan alternate, in a page or in the sitemap', async () => {
    const page = await testApp.app.inject({ url: '/main', cookies: { language: 'cat' } });
    expect(hreflangs(page.body)).toEqual(['es', 'en', 'x-default']);
    const sitemap = (await testApp.app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain('hreflang="es"');
    expect(sitemap).not.toContain('hreflang="ca"');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Order, placedOrderResponseSchema } from '@bookshop/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { readMail } from '../../apps/api/test/mail-reader';
import { type NotificationFields, RedsysDouble } from '../redsys/double';
import { expectNoAxeViolations } from './support/axe';
import { demoBookPage, euros, newest, openShop, signIn, uniqueEmail } from './support/shop';

/**
 * Paying online (issue 36) against the project's Redsys test double, which this file starts on
 * REDSYS_PORT (playwright.config.ts points the shop's REDSYS_URL at it). Mails are read in the outbox
 * folder the server writes (E2E_OUTBOX_DIR).
 */
const outboxDir = process.env.E2E_OUTBOX_DIR ?? '';
let bank: RedsysDouble;

test.beforeAll(async () => {
  bank = await new RedsysDouble().start();
});
test.afterAll(async () => {
  await bank.stop();
});

function orderMailsTo(email: string) {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).sort();
  } catch {
    // No mail yet.
  }
  return files
    .map((file) => readFileSync(join(outboxDir, file), 'utf8'))
    .map((raw) => ({ ...readMail(raw), raw }))
    .filter((mail) => mail.to === email && !/^(Activa|Activate)/.test(mail.subject));
}

async function createShopper(request: APIRequestContext, name: string, language: 'esp' | 'eng') {
  const email = uniqueEmail(name.toLowerCase());
  const password = `secret-${name.toLowerCase()}`;
  const response = await request.post('/api/users/signup', {
    data: {
      name,
      surname: 'Puig',
      email,
      telephone: '+34 931 234 567',
      password,
      confirmPassword: password,
      language,
    },
  });
  expect(response.status()).toBe(201);
  return { email, password };
}

/**
 * The id of the demo catalogue's newest book, the one the journeys put in their baskets (journeys before
 * may have published newer books of their own).
 */
async function newestId(request: APIRequestContext): Promise<string> {
  return (await demoBookPage(request, newest)).id;
}

async function stockOf(request: APIRequestContext, bookId: string): Promise<number> {
  return (await (await request.get(`/api/books/${bookId}`)).json()).book.stock;
}

interface Labels {
  language: 'esp' | 'eng';
  add: string;
  form: string;
  street: string;
  postcode: string;
  town: string;
}

/** The shopper's basket holds the newest book; they fill the delivery address and choose `method`. */
async function checkout(page: Page, labels: Labels, method: string) {
  await openShop(page, '/main');
  await page.getByRole('button', { name: `${labels.add}: ${newest.name[labels.language]}` }).click();
  await page.goto('/basket');
  const form = page.getByRole('form', { name: labels.form });
  await form.getByLabel(labels.street).fill('Carrer de Mallorca, 401');
  await form.getByLabel(labels.postcode).fill('08013');
  await form.getByLabel(labels.town).fill('Barcelona');
  await form.getByRole('radio', { name: method, exact: true }).check();
  return form;
}

const spanish: Labels = {
  language: 'esp',
  add: 'Añadir a la cesta',
  form: 'Entrega y pago',
  street: 'Calle y número',
  postcode: 'Código postal',
  town: 'Ciudad',
};

test('pay by card in Spanish: the bank says yes, the order is paid, the mail brings the invoice', async ({
  page,
  request,
}) => {
  test.setTimeout(Math.max(test.info().timeout * 2, 120_000));
  const shopper = await createShopper(request, 'Nuria', 'esp');
  await signIn(page, shopper.email, shopper.password);
  await expect(page.getByRole('link', { name: 'Hola, Nuria' })).toBeVisible();
  const form = await checkout(page, spanish, 'Tarjeta');
  // A full invoice on request: a NIF that is not one is named at its field.
  await form.getByLabel('Quiero una factura completa con mi NIF').check();
  await form.getByLabel('NIF', { exact: true }).fill('12345678A');
  await form.getByRole('button', { name: 'Hacer el pedido' }).click();
  await expect(form.getByText('Este NIF no es correcto')).toBeVisible();
  await form.getByLabel('NIF', { exact: true }).fill('12345678Z');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Hacer el pedido' }).click();

  // The bank's page (the double), then back to the shop, which says what the server knows.
  await expect(
    page.getByRole('heading', { name: 'Redsys (doble de pruebas): pago con Tarjeta' }),
  ).toBeVisible();
  await expect(page.getByText(`Importe ${euros(Number(newest.price))}`)).toBeVisible();
  await page.getByRole('button', { name: 'Pagar' }).click();
  // The bank's signed answer, read, leaves the address (history, bookmarks).
  await expect(page).toHaveURL(/\/my_account\/my_orders\/[0-9a-f-]{36}\/payment$/);
  await expect(page.getByRole('status').filter({ hasText: 'Pago recibido' })).toBeVisible();
  await expect(page.getByText('Pago: Tarjeta · pagado')).toBeVisible();
  const invoice = page.getByRole('link', { name: /^F\d{4}-\d{6}$/ });
  await expect(invoice).toBeVisible();
  await expectNoAxeViolations(page);

  // The invoice downloads as the PDF that was issued.
  const download = await request.get((await invoice.getAttribute('href')) ?? '', {
    headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
  });
  expect(download.headers()['content-type']).toBe('application/pdf');

  await expect.poll(() => orderMailsTo(shopper.email).length, { message: 'the confirmation' }).toBe(1);
  const [mail] = orderMailsTo(shopper.email);
  expect(mail?.subject).toMatch(/^Tu pedido #[0-9A-F]{8} en Librería Barcelona$/);
  expect(mail?.text).toContain('Tarjeta · Pagado');
  expect(mail?.text).toContain('Modelo de formulario de desistimiento');
  expect(mail?.raw).toMatch(/name=factura-F\d{4}-\d{6}\.pdf/);
});

test('pay by Bizum in English: the shopper reads the outcome and the mail in English', async ({
  page,
  request,
}) => {
  test.setTimeout(Math.max(test.info().timeout * 2, 120_000));
  const shopper = await createShopper(request, 'Jordi', 'eng');
  await signIn(page, shopper.email, shopper.password);
  await expect(page.getByRole('link', { name: 'Hola, Jordi' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('eng');
  // The choice holds once the page reads in English (the words load first); then the shopper goes on.
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('eng');
  const form = await checkout(
    page,
    {
      language: 'eng',
      add: 'Add to basket',
      form: 'Delivery and payment',
      street: 'Street and number',
      postcode: 'Postcode',
      town: 'Town',
    },
    'Bizum',
  );
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(
    page.getByRole('heading', { name: 'Redsys (doble de pruebas): pago con Bizum' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();
  await expect(page.getByText('Payment: Bizum · paid')).toBeVisible();
  await expect(page.getByRole('link', { name: /^S\d{4}-\d{6}$/ })).toBeVisible();
  await expect.poll(() => orderMailsTo(shopper.email).length).toBe(1);
  const [mail] = orderMailsTo(shopper.email);
  expect(mail?.subject).toMatch(/^Your Barcelona Bookshop order #/);
  expect(mail?.text).toContain('Bizum · Paid');
  expect(mail?.raw).toMatch(/name=invoice-S\d{4}-\d{6}\.pdf/);
});

test('a refused card keeps the basket and releases the copies', async ({ page, request }) => {
  test.setTimeout(Math.max(test.info().timeout * 2, 120_000));
  const shopper = await createShopper(request, 'Pau', 'esp');
  await signIn(page, shopper.email, shopper.password);
  await expect(page.getByRole('link', { name: 'Hola, Pau' })).toBeVisible();
  const bookId = await newestId(request);
  const stock = await stockOf(request, bookId);
  const form = await checkout(page, spanish, 'Tarjeta');
  await form.getByRole('button', { name: 'Hacer el pedido' }).click();
  await expect(page.getByRole('button', { name: 'Denegar' })).toBeVisible();
  // While the shopper is at the bank, the copy is held for them.
  expect(await stockOf(request, bookId)).toBe(stock - 1);
  await page.getByRole('button', { name: 'Denegar' }).click();
  await expect(
    page.getByText('El banco no aceptó el pago. Tus libros vuelven a estar en tu cesta.'),
  ).toBeVisible();
  await expect(page.getByText('Pago: Tarjeta · el banco no lo aceptó')).toBeVisible();
  expect(await stockOf(request, bookId)).toBe(stock);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Ir a la cesta' }).click();
  await expect(page.getByRole('button', { name: /^Cesta 1 libro/ })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Entrega y pago' })).toBeVisible();
  expect(orderMailsTo(shopper.email)).toEqual([]);
});

test('forged, wrong-amount and replayed notifications change nothing', async ({ request }) => {
  const shopper = await createShopper(request, 'Aina', 'esp');
  const session = await request.post('/api/users/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  expect(session.status()).toBe(200);
  expect((await request.post(`/api/books/${await newestId(request)}/add-book-to-basket`)).status()).toBe(200);
  const placed = placedOrderResponseSchema.parse(
    await (
      await request.post('/api/orders', {
        headers: { 'idempotency-key': `notifications-${Date.now()}` },
        data: {
          delivery: {
            street: 'Carrer de Mallorca, 401',
            postcode: '08013',
            town: 'Barcelona',
            telephone: '+34 931 234 567',
          },
          payment: 'card',
        },
      })
    ).json(),
  );
  const form = placed.paymentForm;
  if (!form) throw new Error('No form for the bank');
  const order = async (): Promise<Order> =>
    (await (await request.get(`/api/orders/${placed.order._id}`)).json()).order;
  // The browser shows the bank's page; the bank now knows the payment.
  await request.post(form.url, { form: form.fields });
  const bankOrder = JSON.parse(
    Buffer.from(form.fields.Ds_MerchantParameters, 'base64').toString(),
  ).DS_MERCHANT_ORDER;
  const payment = bank.payment(bankOrder);
  const notify = (fields: NotificationFields) =>
    request.post('/api/payments/redsys/notification', { form: { ...fields } });
  const authorised = bank.notificationParameters(payment, '0000');

  expect(
    (await notify(bank.sign(authorised, { key: Buffer.alloc(24, 3).toString('base64') }))).status(),
  ).toBe(400);
  expect((await notify(bank.sign({ ...authorised, Ds_Amount: '1' }))).status()).toBe(200);
  expect(await order()).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'pending', invoices: [] });

  const genuine = bank.sign(authorised);
  expect((await notify(genuine)).status()).toBe(200);
  expect((await notify(genuine)).status()).toBe(200);
  const paid = await order();
  expect(paid).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
  expect(paid.invoices).toHaveLength(1);
  await expect.poll(() => orderMailsTo(shopper.email).length).toBe(1);
});

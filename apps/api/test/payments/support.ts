import { createServer } from 'node:net';
import { type Order, orderResponseSchema, placedOrderResponseSchema } from '@bookshop/contract';
import { expect } from 'vitest';
import { RedsysDouble, redsysTestMerchant } from '../../../../tests/redsys/double';
import type { AppOptions } from '../../src/app';
import { createTestApp, type Reader, type TestApp } from '../helpers';
import { readMail } from '../mail-reader';

/** A port nobody uses now: the shop must know its public address before it listens (PUBLIC_URL). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The shop listening on a real port (the bank's double posts notifications to it, as Redsys posts to
 * PUBLIC_URL), configured with Redsys' test merchant at the double's address.
 */
export async function startShopWithBank(
  options: Partial<
    Pick<AppOptions, 'paymentHoldSeconds' | 'paymentSweepMs' | 'mailSender' | 'mailIntervalMs'>
  > = {},
) {
  const bank = await new RedsysDouble().start(0);
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const testApp = await createTestApp({
    publicUrl,
    redsys: { url: bank.url, ...redsysTestMerchant, timeoutMs: 2000 },
    shopTaxId: 'B12345674',
    ...options,
  });
  await testApp.app.listen({ port, host: '127.0.0.1' });
  return {
    ...testApp,
    bank,
    publicUrl,
    close: async () => {
      await testApp.close();
      await bank.stop();
    },
  };
}
export type ShopWithBank = Awaited<ReturnType<typeof startShopWithBank>>;

export const barcelona = {
  street: 'Carrer de Mallorca, 401',
  postcode: '08013',
  town: 'Barcelona',
  telephone: '+34 931 234 567',
};

let keys = 0;

export function call(
  testApp: TestApp,
  method: 'GET' | 'POST',
  url: string,
  who: Reader | null,
  payload?: object,
) {
  return testApp.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, payload });
}

export async function addToBasket(testApp: TestApp, who: Reader, bookId: string, copies = 1) {
  for (let copy = 0; copy < copies; copy += 1) {
    const response = await call(testApp, 'POST', `/api/books/${bookId}/add-book-to-basket`, who);
    expect(response.statusCode).toBe(200);
  }
}

/** Places the reader's basket as an order paid by `payment`; answers the order and the bank's form. */
export async function placeOrder(testApp: TestApp, who: Reader, body: Record<string, unknown> = {}) {
  keys += 1;
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: who.cookie, 'idempotency-key': `pay-${keys}-${Date.now()}` },
    payload: { delivery: barcelona, payment: 'card', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return placedOrderResponseSchema.parse(response.json());
}

export async function orderOf(testApp: TestApp, who: Reader, id: string): Promise<Order> {
  const response = await call(testApp, 'GET', `/api/orders/${id}`, who);
  expect(response.statusCode).toBe(200);
  return orderResponseSchema.parse(response.json()).order;
}

/** The browser posts the shop's form to the bank, which shows its pay page (nobody presses anything yet). */
export async function showAtBank(form: { url: string; fields: Record<string, string> }): Promise<number> {
  const page = await fetch(form.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form.fields).toString(),
  });
  await page.text();
  return page.status;
}

/** What the browser does with the shop's form: posts it to the bank, and presses "Pagar" or "Denegar". */
export async function payAtBank(
  form: { url: string; fields: Record<string, string> },
  decision: 'pay' | 'refuse',
): Promise<{ status: number; location: string | null; page: string }> {
  const page = await fetch(form.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form.fields).toString(),
  });
  const html = await page.text();
  const session = /name="session" value="([^"]+)"/.exec(html)?.[1];
  if (page.status !== 200 || !session) return { status: page.status, location: null, page: html };
  const decided = await fetch(new URL('/sis/decide', form.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session, decision }).toString(),
    redirect: 'manual',
  });
  return { status: decided.status, location: decided.headers.get('location'), page: await decided.text() };
}

/** Waits until `check` holds (mails are sent after the commit, by the dispatcher). */
export async function eventually<T>(
  read: () => T | Promise<T>,
  check: (value: T) => boolean,
  ms = 20_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until)
      throw new Error(`Still not so after ${ms} ms: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The outbox's order mails to `email` (not the account's activation), read, oldest first. */
export function mailsTo(testApp: TestApp, email: string) {
  return testApp
    .outbox()
    .map((raw) => ({ ...readMail(raw), raw }))
    .filter((mail) => mail.to.includes(email) && !/^(Activa|Activate)/.test(mail.subject));
}

// Paying online (issue 36), against the project's Redsys double on this machine:
// 1. placing a card order, up to the bank's signed form, at 20 connections (each a shopper adding a
//    book to the basket, then placing it: only the order is timed): p99 target ≤ 50 ms;
// 2. 100 notifications of the bank for 100 orders sent at once: each order paid exactly once, one
//    invoice each with consecutive numbers, and the same 100 sent again change nothing.
// The server is the built one (`pnpm build` first), on an embedded database of its own; with
// DATABASE_URL set (a PostgreSQL server and a role that may create databases), the same again on a new
// database of that server, dropped afterwards: each figure names its database. Besides the p99 it
// prints the server process's CPU time per order (with its basket addition; PostgreSQL's own work is
// not in it), which a loaded machine inflates less than the latency.
import { Agent, request } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { STOCK_MAX } from '@bookshop/contract';
import { RedsysDouble, redsysTestMerchant } from '../tests/redsys/double';
import {
  type Figure,
  loadAverage,
  percentile,
  processCpuMs,
  removeDataDir,
  report,
  root,
  startShopServer,
  tempDataDir,
} from './lib';

const CONNECTIONS = Number(process.env.BENCH_PAY_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_S = 3;
const NOTIFICATIONS = 100;
const P99_TARGET_MS = 50;
/** This benchmark's ports: BENCH_PORT for the shop, BENCH_PORT + 2 for the bank's double. */
const SHOP_PORT = Number(process.env.BENCH_PORT ?? 3250);
const BANK_PORT = SHOP_PORT + 2;
const ADMIN = { email: 'bench-admin@bookshop.test', password: 'bench-admin-secret' };
const delivery = {
  street: 'Carrer de Mallorca, 401',
  postcode: '08013',
  town: 'Barcelona',
  telephone: '+34 931 234 567',
};

type Answer = Record<string, unknown> & { order?: { _id: string } };

interface PlacedOrder {
  cookie: string;
  id: string;
  fields: Record<string, string>;
}

/** Where the shop keeps its data: its embedded database, or a PostgreSQL database. */
interface Store {
  name: string;
  env: NodeJS.ProcessEnv;
}

/** Both parts of the benchmark against a shop over `store`; each figure names the store. */
async function measure(store: Store): Promise<Figure[]> {
  const bank = await new RedsysDouble().start(BANK_PORT);
  const dataDir = tempDataDir('pay');
  const server = await startShopServer(dataDir, SHOP_PORT, {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SIGN_UPS_PER_HOUR: '1000',
    REDSYS_URL: bank.url,
    REDSYS_MERCHANT_CODE: redsysTestMerchant.merchantCode,
    REDSYS_TERMINAL: redsysTestMerchant.terminal,
    REDSYS_SECRET_KEY: redsysTestMerchant.secretKey,
    SHOP_TAX_ID: 'B12345674',
    PUBLIC_URL: `http://127.0.0.1:${SHOP_PORT}`,
    ...store.env,
  });

  // The shoppers' calls go through node:http on kept-alive sockets, one per connection, as autocannon
  // sends bench:api's: fetch's own work in this process (about 0.9 ms of CPU per order with its
  // basket addition) took a share of the machine's two cores from the server being measured.
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  function call(path: string, cookie: string, body?: unknown, headers: Record<string, string> = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise<{ status: number; cookies: string[]; json: Answer }>((resolve, reject) => {
      const sent = request(
        server.url + path,
        {
          agent,
          method: payload === undefined ? 'GET' : 'POST',
          headers: {
            cookie,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              cookies: response.headers['set-cookie'] ?? [],
              json: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Answer,
            }),
          );
          response.on('error', reject);
        },
      );
      sent.on('error', reject);
      sent.end(payload);
    });
  }

  async function cookieOf(path: string, body: unknown): Promise<string> {
    const { status, cookies } = await call(path, '', body);
    if (status >= 300) throw new Error(`${path} answered ${status}`);
    return cookies.map((line) => line.split(';')[0]).join('; ');
  }

  const figures: Figure[] = [];
  try {
    const admin = await cookieOf('/api/users/login', ADMIN);
    const { books } = (await (await fetch(`${server.url}/api/books?limit=1`)).json()) as {
      books: { _id: string }[];
    };
    const bookId = books[0]?._id ?? '';
    const stocked = await fetch(`${server.url}/api/books/${bookId}`, {
      method: 'PATCH',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ stock: STOCK_MAX }),
    });
    if (!stocked.ok) throw new Error(`Setting the stock answered ${stocked.status}`);
    const shoppers = await Promise.all(
      Array.from({ length: CONNECTIONS }, (_, index) =>
        cookieOf('/api/users/signup', {
          name: 'Bench',
          surname: `Shopper ${index}`,
          email: `bench-pay-${index}-${Date.now()}@bookshop.test`,
          telephone: '+34 600 000 000',
          password: 'bench-pay-secret',
          confirmPassword: 'bench-pay-secret',
        }),
      ),
    );

    // 1. Card orders at 20 connections: each shopper adds the book and places an order, again and
    // again, for a while. Warmed up first for WARM_UP_S, as bench:api is (the server's JIT, its pool's
    // connections, the database's caches): those orders are not counted.
    const placed: PlacedOrder[] = [];
    let key = 0;
    async function shopFor(seconds: number) {
      const latencies: number[] = [];
      let errors = 0;
      const until = Date.now() + seconds * 1000;
      await Promise.all(
        shoppers.map(async (cookie) => {
          while (Date.now() < until) {
            await call(`/api/books/${bookId}/add-book-to-basket`, cookie, {});
            key += 1;
            const started = performance.now();
            const { status, json } = await call(
              '/api/orders',
              cookie,
              { delivery, payment: 'card' },
              { 'idempotency-key': `bench-pay-${key}` },
            );
            latencies.push(performance.now() - started);
            const form = json.paymentForm as { fields: Record<string, string> } | undefined;
            if (status !== 201 || !form || !json.order) errors += 1;
            else placed.push({ cookie, id: json.order._id, fields: form.fields });
          }
        }),
      );
      return { latencies, errors };
    }
    const warmUp = await shopFor(WARM_UP_S);
    const cpuBefore = processCpuMs(server.process.pid);
    const loadBefore = process.cpuUsage();
    const { latencies, errors } = await shopFor(DURATION_S);
    const cpuAfter = processCpuMs(server.process.pid);
    const load = process.cpuUsage(loadBefore);
    const host = `load ${loadAverage()}`;
    const p99 = percentile(latencies, 99);
    figures.push({
      figure: `POST /api/orders (card) up to the bank's form, ${CONNECTIONS} connections, p99`,
      value: p99,
      unit: 'ms',
      target: `≤ ${P99_TARGET_MS} ms, no errors (${latencies.length} orders, median ${percentile(latencies, 50).toFixed(1)} ms, ${errors} errors)`,
      pass: p99 <= P99_TARGET_MS && errors === 0,
      command: 'pnpm bench:pay',
      host,
    });
    if (cpuBefore !== undefined && cpuAfter !== undefined) {
      figures.push({
        figure: 'server CPU per card order, with the basket addition before it',
        value: (cpuAfter - cpuBefore) / latencies.length,
        unit: 'ms',
        target: 'shown, no target',
        pass: true,
        command: 'pnpm bench:pay',
        host,
      });
    }
    figures.push({
      figure: `the same in the first ${WARM_UP_S} s after the server started (its warm-up, not counted above), p99`,
      value: percentile(warmUp.latencies, 99),
      unit: 'ms',
      target: `shown, no target (${warmUp.latencies.length} orders, median ${percentile(warmUp.latencies, 50).toFixed(1)} ms, ${warmUp.errors} errors)`,
      pass: true,
      command: 'pnpm bench:pay',
      host,
    });
    figures.push({
      figure:
        "the shoppers' own CPU per card order in this benchmark's process (the load, on the same cores)",
      value: (load.user + load.system) / 1000 / latencies.length,
      unit: 'ms',
      target: 'shown, no target',
      pass: true,
      command: 'pnpm bench:pay',
      host,
    });

    // 2. 100 notifications for 100 orders, at once, as the bank would sign them; then the same again.
    // A slow machine may have placed fewer in the time: the rest, untimed.
    while (placed.length < NOTIFICATIONS) {
      const cookie = shoppers[placed.length % shoppers.length] ?? '';
      await call(`/api/books/${bookId}/add-book-to-basket`, cookie, {});
      key += 1;
      const { json } = await call(
        '/api/orders',
        cookie,
        { delivery, payment: 'card' },
        { 'idempotency-key': `bench-pay-${key}` },
      );
      const form = json.paymentForm as { fields: Record<string, string> } | undefined;
      if (!form || !json.order) throw new Error('An order for the notifications was not placed');
      placed.push({ cookie, id: json.order._id, fields: form.fields });
    }
    const paying = placed.slice(0, NOTIFICATIONS);
    const notifications = paying.map((order) => {
      const parameters = JSON.parse(
        Buffer.from(order.fields.Ds_MerchantParameters ?? '', 'base64').toString(),
      );
      return bank.sign(
        bank.notificationParameters(
          {
            order: parameters.DS_MERCHANT_ORDER,
            amount: parameters.DS_MERCHANT_AMOUNT,
            currency: parameters.DS_MERCHANT_CURRENCY,
            merchantUrl: parameters.DS_MERCHANT_MERCHANTURL,
            urlOk: parameters.DS_MERCHANT_URLOK,
            urlKo: parameters.DS_MERCHANT_URLKO,
            payMethods: parameters.DS_MERCHANT_PAYMETHODS,
            state: 'paid',
            refundedCents: 0,
          },
          '0000',
        ),
      );
    });
    const notificationUrl = `${server.url}/api/payments/redsys/notification`;
    const send = () =>
      Promise.all(
        notifications.map(async (fields) => {
          const response = await fetch(notificationUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ ...fields }).toString(),
          });
          return ((await response.json()) as { outcome?: string }).outcome;
        }),
      );
    const started = performance.now();
    const first = await send();
    const allMs = performance.now() - started;
    const again = await send();
    const orders = await Promise.all(
      paying.map(
        async (order) =>
          (await call(`/api/orders/${order.id}`, order.cookie)).json.order as unknown as {
            paymentStatus: string;
            invoices: { number: string }[];
          },
      ),
    );
    const paidOnce = orders.filter(
      (order) => order.paymentStatus === 'paid' && order.invoices.length === 1,
    ).length;
    const numbers = orders.flatMap((order) =>
      order.invoices.map((invoice) => Number(invoice.number.split('-')[1])),
    );
    const consecutive =
      new Set(numbers).size === NOTIFICATIONS &&
      Math.max(...numbers) - Math.min(...numbers) === NOTIFICATIONS - 1;
    figures.push({
      figure: `${NOTIFICATIONS} notifications for ${NOTIFICATIONS} orders at once: orders paid exactly once, invoiced once`,
      value: paidOnce,
      unit: 'orders',
      target: `${NOTIFICATIONS}, numbers consecutive (${consecutive ? 'yes' : 'no'}), first round ${first.filter((o) => o === 'paid').length} paid in ${Math.round(allMs)} ms, the repeat ${again.filter((o) => o === 'duplicate').length} duplicates`,
      pass:
        paidOnce === NOTIFICATIONS &&
        consecutive &&
        first.every((outcome) => outcome === 'paid') &&
        again.every((outcome) => outcome === 'duplicate'),
      command: 'pnpm bench:pay',
    });
  } finally {
    agent.destroy();
    await server.stop();
    await bank.stop();
    removeDataDir(dataDir);
  }
  return figures.map((figure) => ({ ...figure, figure: `${store.name}: ${figure.figure}` }));
}

/** Runs `work` with a new, empty database on the PostgreSQL server of `serverUrl`, dropped afterwards. */
async function withPostgresDatabase<T>(
  serverUrl: string,
  work: (url: string, version: string) => Promise<T>,
): Promise<T> {
  // The API's PostgreSQL driver (node-postgres; the workspace root does not depend on it).
  const { Client } = createRequire(join(root, 'apps/api/package.json'))('pg') as {
    Client: new (config: {
      connectionString: string;
    }) => {
      connect(): Promise<void>;
      query(statement: string): Promise<{ rows: Record<string, string>[] }>;
      end(): Promise<void>;
    };
  };
  const name = `bookshop_bench_pay_${Date.now()}`;
  const admin = async (statement: string): Promise<Record<string, string>[]> => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return (await client.query(statement)).rows;
    } finally {
      await client.end();
    }
  };
  const [{ server_version: version = '?' } = {}] = await admin('SHOW server_version');
  await admin(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await work(url.toString(), version);
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name}`);
  }
}

const figures = await measure({ name: 'embedded database (PGlite)', env: {} });
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  figures.push(
    ...(await withPostgresDatabase(serverUrl, (url, version) =>
      measure({ name: `PostgreSQL ${version}`, env: { DATABASE_URL: url } }),
    )),
  );
}
process.exit(report('pay', figures) ? 0 : 1);

// Two API processes on one database, with nginx in front (tests/topology/run.sh starts them): what one
// process does, the other sees; the proxy passes on what the API needs and adds HSTS.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { importApiPaths } from '@bookshop/contract';
import { generatedFeed } from '../../apps/api/test/onix-feed';

const [first, second] = (process.env.TOPOLOGY_API_URLS ?? '').split(' ') as [string, string];
const shop = process.env.TOPOLOGY_SHOP_URL ?? '';
const plainShop = process.env.TOPOLOGY_HTTP_URL ?? '';
const admin = {
  email: process.env.TOPOLOGY_ADMIN_EMAIL ?? '',
  password: process.env.TOPOLOGY_ADMIN_PASSWORD ?? '',
};
const metricsToken = process.env.TOPOLOGY_METRICS_TOKEN ?? '';
const secondPid = Number(process.env.TOPOLOGY_API_2_PID);
// The certificate nginx shows was made for this run; run.sh has Node trust it (NODE_EXTRA_CA_CERTS).
if (!first || !second || !shop || !secondPid) throw new Error('Run through tests/topology/run.sh');

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { error?: { code: string } };
}

async function call(
  base: string,
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer & { cookie?: string }> {
  const response = await fetch(base + path, {
    method,
    redirect: 'manual',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair?.startsWith('session='));
  return {
    status: response.status,
    headers: response.headers,
    body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {},
    cookie,
  };
}

async function signUp(base: string) {
  const email = `topology.${randomUUID()}@example.com`;
  const password = 'topology-secret-42';
  const answer = await call(base, 'POST', '/api/users/signup', {
    body: {
      name: 'Montserrat',
      surname: 'Roig',
      email,
      telephone: '+34 931 234 567',
      password,
      confirmPassword: password,
    },
  });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  assert.ok(answer.cookie);
  return { cookie: answer.cookie, id: (answer.body.authUser as { _id: string })._id };
}

async function signInAdmin(base: string): Promise<string> {
  const answer = await call(base, 'POST', '/api/users/login', { body: admin });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.ok(answer.cookie);
  return answer.cookie;
}

/** Asks until `check` passes: a change reaches the other process's read cache through the database. */
async function eventually(check: () => Promise<void>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(50);
    }
  }
}

/** One sample of a process's Prometheus metrics, read with the METRICS_TOKEN. */
async function metricsOf(base: string, sample: string): Promise<number | undefined> {
  const answer = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  assert.equal(answer.status, 200);
  const line = (await answer.text()).split('\n').find((l) => l.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
}

describe('two API processes on one database', () => {
  it('a session made on one process is good on the other, and its end too', async () => {
    const reader = await signUp(first);
    const seen = await call(second, 'GET', '/api/users/verify-user', { cookie: reader.cookie });
    assert.equal((seen.body.authUser as { _id: string } | null)?._id, reader.id);

    assert.equal((await call(second, 'DELETE', '/api/users/logout', { cookie: reader.cookie })).status, 200);
    const after = await call(first, 'GET', '/api/users/verify-user', { cookie: reader.cookie });
    assert.equal(after.body.authUser, null);
  });

  it('an admin change made on one process is seen on the other, whose cache held the old answer', async () => {
    // The other process has the list in its read cache.
    const before = await call(second, 'GET', '/api/authors');
    assert.equal(before.status, 200);
    const etag = before.headers.get('etag');
    assert.ok(etag);
    assert.equal((await call(second, 'GET', '/api/authors')).headers.get('etag'), etag);

    const name = `Caterina Albert ${randomUUID().slice(0, 8)}`;
    const added = await call(first, 'POST', '/api/authors', {
      cookie: await signInAdmin(first),
      body: {
        name: { eng: name, esp: name },
        biography: { eng: 'Víctor Català.', esp: 'Víctor Català.' },
        image: '/images/authors/new.svg',
      },
    });
    assert.equal(added.status, 201, JSON.stringify(added.body));

    await eventually(async () => {
      const after = await call(second, 'GET', '/api/authors');
      const names = (after.body.authors as { name: { eng: string } }[]).map((author) => author.name.eng);
      assert.ok(names.includes(name), 'the new author is listed by the other process');
      assert.notEqual(after.headers.get('etag'), etag);
    });
  });

  it('one Idempotency-Key sent to both processes at once places one order', async () => {
    const reader = await signUp(first);
    const { books } = (await call(first, 'GET', '/api/books?limit=1')).body as { books: { _id: string }[] };
    const book = books[0]?._id ?? '';
    assert.equal(
      (await call(first, 'POST', `/api/books/${book}/add-book-to-basket`, { cookie: reader.cookie })).status,
      200,
    );

    const key = randomUUID();
    const order = {
      delivery: {
        street: 'Carrer de Verdi 12',
        postcode: '08012',
        town: 'Barcelona',
        telephone: '+34 931 234 567',
      },
      payment: 'card_on_delivery',
    };
    const answers = await Promise.all(
      [first, second].map((base) =>
        call(base, 'POST', '/api/orders', {
          cookie: reader.cookie,
          body: order,
          headers: { 'Idempotency-Key': key },
        }),
      ),
    );
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 201]);
    const ids = answers.map((answer) => (answer.body.order as { _id: string })._id);
    assert.equal(ids[0], ids[1]);
    assert.deepEqual(
      answers.map((answer) => answer.headers.get('idempotent-replayed')).sort(),
      ['true', null].sort(),
    );

    const orders = await call(second, 'GET', `/api/user/orders/${reader.id}`, { cookie: reader.cookie });
    assert.deepEqual(
      (orders.body.orders as { _id: string }[]).map((o) => o._id),
      [ids[0]],
    );
  });
});

describe('nginx in front', () => {
  it('answers over TLS with HSTS, the API’s own headers and one request id for both logs', async () => {
    const answer = await call(shop, 'GET', '/api/books?limit=1');
    assert.equal(answer.status, 200);
    assert.match(answer.headers.get('strict-transport-security') ?? '', /max-age=\d{7,}/);
    assert.match(answer.headers.get('content-security-policy') ?? '', /script-src 'self'/);
    // nginx's $request_id (32 hex digits), kept by the API that answered.
    assert.match(answer.headers.get('x-request-id') ?? '', /^[0-9a-f]{32}$/);
  });

  it('sends plain HTTP to HTTPS, and keeps /metrics to the processes themselves', async () => {
    if (plainShop) {
      const redirect = await call(plainShop, 'GET', '/main?x=1');
      assert.equal(redirect.status, 301);
      assert.equal(redirect.headers.get('location'), `${shop}/main?x=1`);
    }
    assert.equal((await call(shop, 'GET', '/metrics')).status, 404);
    assert.equal((await call(first, 'GET', '/metrics')).status, 403);
  });

  it('tells the API the client’s protocol and host: secure session cookies, writes from its own origin', async () => {
    const email = `proxy.${randomUUID()}@example.com`;
    const password = 'topology-secret-42';
    const signUp = await call(shop, 'POST', '/api/users/signup', {
      headers: { origin: shop },
      body: {
        name: 'Mercè',
        surname: 'Rodoreda',
        email,
        telephone: '+34 931 234 567',
        password,
        confirmPassword: password,
      },
    });
    assert.equal(signUp.status, 201, JSON.stringify(signUp.body));
    const sessionLine = signUp.headers.getSetCookie().find((line) => line.startsWith('session='));
    assert.match(sessionLine ?? '', /;\s*Secure/i);

    const forged = await call(shop, 'POST', '/api/users/login', {
      headers: { origin: 'https://elsewhere.example' },
      body: { email, password },
    });
    assert.equal(forged.status, 403);
  });

  it('spreads requests over both processes', async () => {
    const readyAnswers = (base: string) =>
      metricsOf(base, 'http_requests_total{method="GET",route="/readyz",status="200"}').then((n) => n ?? 0);
    const before = [await readyAnswers(first), await readyAnswers(second)];
    for (let i = 0; i < 10; i++) assert.equal((await call(shop, 'GET', '/readyz')).status, 200);
    const after = [await readyAnswers(first), await readyAnswers(second)];
    assert.ok((after[0] ?? 0) > (before[0] ?? 0), 'the first process answered some');
    assert.ok((after[1] ?? 0) > (before[1] ?? 0), 'the second process answered some');
  });

  it('each process reports its event-loop lag, database query time and the shop’s open sessions', async () => {
    for (const base of [first, second]) {
      assert.ok(((await metricsOf(base, 'nodejs_eventloop_lag_p99_seconds')) ?? -1) >= 0, base);
      assert.ok(((await metricsOf(base, 'db_query_duration_seconds_count')) ?? 0) > 0, base);
      // Sessions live in the database: both processes count the same ones (this run made several).
      assert.ok(((await metricsOf(base, 'sessions_open')) ?? 0) > 0, base);
    }
  });

  it('takes an admin’s catalogue feed far over the size of any other body', async () => {
    // A publisher's feed of 7,000 records, 12 MB: nginx stops every other body at 10 MB.
    const feed = [...generatedFeed(7000, { prefix: '979105' })].join('');
    assert.ok(feed.length > 10 * 1024 * 1024, `${feed.length} bytes`);
    const form = new FormData();
    form.append('file', new Blob([feed]), 'feed.xml');
    const cookie = await signInAdmin(shop);
    const answer = await fetch(`${shop}/api${importApiPaths.imports()}`, {
      method: 'POST',
      body: form,
      headers: { cookie, origin: shop },
    });
    const body = await answer.text();
    assert.equal(answer.status, 202, body);
    // Stopped at once: what follows needs no more books.
    const { id } = (JSON.parse(body) as { import: { id: string } }).import;
    const cancelled = await call(shop, 'POST', `/api${importApiPaths.cancel(id)}`, { cookie });
    assert.ok([200, 409].includes(cancelled.status), JSON.stringify(cancelled.body));
  });

  it('keeps answering reads and writes once one process stops', async () => {
    process.kill(secondPid, 'SIGTERM');
    // Once it no longer takes connections, nginx sends everything to the other one.
    await sleep(500);
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      answers.push((await call(shop, 'GET', '/api/books?limit=1')).status);
      answers.push((await call(shop, 'DELETE', '/api/users/logout', { headers: { origin: shop } })).status);
      await sleep(100);
    }
    assert.deepEqual(new Set(answers), new Set([200]));
    await eventually(async () => {
      await assert.rejects(fetch(`${second}/healthz`));
    }, 40_000);
  });
});

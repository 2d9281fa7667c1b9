// Soak (issue 8, Load), run by `.ci/run` after the build: 60 seconds with 100 connections against the
// real server on a fresh embedded database, mixing catalogue reads, searches and signed-in writes
// (comments, basket additions). Zero 5xx, no lost write (every acknowledged comment and basket
// addition is in the database afterwards), and the server's resident memory after the soak within 20%
// of what it was after the warm-up. Prints the figures; exits non-zero on a miss.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/api/src/db/client';
import { basketEntries, comments } from '../apps/api/src/db/schema';
import { type Figure, report, startShopServer, tempDataDir } from './lib';

const CONNECTIONS = 100;
const SOAK_S = Number(process.env.SOAK_DURATION ?? 60);
const WARM_UP_S = 10;
const SHOPPERS = 20;
const SOAK_COMMENT = 'A comment written during the soak test';
const PORT = Number(process.env.SOAK_PORT ?? 3290);
const SEARCHES = ['quijote', 'sombra', 'barcelona', 'amor', 'garcía', 'historia', 'noche', 'mar'];

/** The server's resident memory in MB, from /proc. */
function residentMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '') ?? 0) / 1024;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;

const dataDir = tempDataDir('soak');
const server = await startShopServer(dataDir, PORT);
const pid = server.process.pid as number;

// Signed-in shoppers, each with a session cookie.
const cookies: string[] = [];
for (let i = 0; i < SHOPPERS; i++) {
  const password = 'soak-secret-42';
  const response = await fetch(`${server.url}/api/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Soak',
      surname: `Shopper ${i}`,
      email: `soak-${i}-${Date.now()}@bookshop.test`,
      telephone: '+34 600 000 000',
      password,
      confirmPassword: password,
    }),
  });
  if (response.status !== 201) throw new Error(`Sign-up answered ${response.status}`);
  cookies.push(
    response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; '),
  );
}
const { books } = (await (await fetch(`${server.url}/api/books?limit=20`)).json()) as {
  books: { _id: string }[];
};
const bookIds = books.map((book) => book._id);

type Kind = 'read' | 'search' | 'comment' | 'basket';

/** Runs the mixed load for `seconds`; counts the answers of each kind by status. */
async function mixedLoad(seconds: number) {
  const acknowledged = { comment: 0, basket: 0 };
  const sent = { comment: 0, basket: 0 };
  const result = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request, context: { kind?: Kind }) => {
          const roll = Math.random();
          const bookId = pick(bookIds);
          if (roll < 0.45) {
            context.kind = 'read';
            const path = pick([`/api/books?limit=10`, `/api/books/popular?limit=10`, `/api/books/${bookId}`]);
            return { ...request, method: 'GET', path };
          }
          if (roll < 0.75) {
            context.kind = 'search';
            return {
              ...request,
              method: 'GET',
              path: `/api/search/${encodeURIComponent(pick(SEARCHES))}/eng`,
            };
          }
          const kind: Kind = roll < 0.875 ? 'comment' : 'basket';
          context.kind = kind;
          sent[kind]++;
          const headers = { cookie: pick(cookies), 'content-type': 'application/json' };
          return kind === 'comment'
            ? {
                ...request,
                method: 'POST',
                path: `/api/books/${bookId}/comment-book`,
                headers,
                body: JSON.stringify({ text: SOAK_COMMENT }),
              }
            : {
                ...request,
                method: 'POST',
                path: `/api/books/${bookId}/add-book-to-basket`,
                headers,
                body: '',
              };
        },
        onResponse: (status, _body, context: { kind?: Kind }) => {
          const kind = context.kind;
          if ((kind === 'comment' || kind === 'basket') && status >= 200 && status < 300)
            acknowledged[kind]++;
        },
      },
    ],
  });
  return { result, acknowledged, sent };
}

const figures: Figure[] = [];
const command = 'pnpm bench:soak';
try {
  console.log(`Warm-up: ${WARM_UP_S} s with ${CONNECTIONS} connections`);
  const warmUp = await mixedLoad(WARM_UP_S);
  const rssWarm = residentMb(pid);
  console.log(`Soak: ${SOAK_S} s with ${CONNECTIONS} connections`);
  const soak = await mixedLoad(SOAK_S);
  const rssAfter = residentMb(pid);
  await server.stop();

  // Every acknowledged write is in the database: comments are rows, basket additions add to counts.
  const database = await openDatabase({ dataDir });
  const commentTexts = await database.db.select({ text: comments.text }).from(comments);
  const basketRows = await database.db.select({ count: basketEntries.count }).from(basketEntries);
  await database.close();
  const storedBasket = basketRows.reduce((sum, row) => sum + row.count, 0);

  const runs = [warmUp, soak];
  const sum = (of: (run: (typeof runs)[number]) => number) => runs.reduce((total, run) => total + of(run), 0);
  const ackComments = sum((run) => run.acknowledged.comment);
  const ackBasket = sum((run) => run.acknowledged.basket);
  const sentComments = sum((run) => run.sent.comment);
  const sentBasket = sum((run) => run.sent.basket);
  const fiveHundreds = sum((run) => run.result['5xx']);
  // The demo readers' comments have other texts; only the soak's shoppers have baskets.
  const newComments = commentTexts.filter((row) => row.text === SOAK_COMMENT).length;

  console.log(
    `\nSoak: ${soak.result.requests.total} requests (${Math.round(soak.result.requests.average)}/s), ` +
      `p99 ${soak.result.latency.p99} ms, ${soak.result.errors} errors, ${soak.result.timeouts} timeouts, ` +
      `${soak.result.non2xx} non-2xx. Writes: ${ackComments}/${sentComments} comments and ${ackBasket}/${sentBasket} ` +
      `basket additions acknowledged; ${newComments} comments and ${storedBasket} basket books stored.`,
  );
  figures.push(
    {
      figure: '5xx answers (warm-up + soak)',
      value: fiveHundreds,
      unit: '',
      target: '0',
      pass: fiveHundreds === 0,
      command,
    },
    {
      figure: 'acknowledged comments missing from the database',
      value: Math.max(0, ackComments - newComments),
      unit: '',
      target: '0',
      pass: newComments >= ackComments && newComments <= sentComments,
      command,
    },
    {
      figure: 'acknowledged basket additions missing from the database',
      value: Math.max(0, ackBasket - storedBasket),
      unit: '',
      target: '0',
      pass: storedBasket >= ackBasket && storedBasket <= sentBasket,
      command,
    },
    {
      figure: 'requests without an answer within 10 s (timeouts, errors)',
      value: soak.result.errors,
      unit: '',
      target: 'reported',
      pass: true,
      command,
    },
    { figure: 'server RSS after warm-up', value: rssWarm, unit: 'MB', target: '-', pass: true, command },
    {
      figure: 'server RSS after the soak',
      value: rssAfter,
      unit: 'MB',
      target: `<= ${(rssWarm * 1.2).toFixed(0)} MB (+20%)`,
      pass: rssAfter <= rssWarm * 1.2,
      command,
    },
  );
} finally {
  await server.stop();
}
process.exit(report('soak', figures) ? 0 : 1);

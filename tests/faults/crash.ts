import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, postJson, sessionOf, signUpBody, startServer } from './server';

/**
 * Crash test of the embedded database: readers write (sign-ups, comments, ratings, basket, orders) as fast as
 * they can, the server is killed with SIGKILL in the middle, and after a restart every write that was
 * acknowledged must be there, and nothing half-written. Run from `.ci/run`: `tsx tests/faults/crash.ts`.
 */

const READERS = 6;
const BURST_MS = Number(process.env.CRASH_BURST_MS ?? 4000);

interface Reader {
  email: string;
  cookie: string;
  comments: string[];
  /** Ratings sent per book: the last acknowledged one, and any sent after it (maybe applied). */
  ratings: Map<string, { acked?: number; sent: number[] }>;
  basket: Map<string, { acked: number; sent: number }>;
  orders: string[];
  /** An order sent but not answered when the server died: it may have emptied the basket, or not. */
  orderInFlight: boolean;
}

const dataDir = mkdtempSync(join(tmpdir(), 'bookshop-crash-'));
const port = await freePort();
let server = await startServer(dataDir, port);
const bookIds: string[] = (await (await fetch(`${server.base}/api/books?limit=5`)).json()).books.map(
  (book: { _id: string }) => book._id,
);
const readers: Reader[] = [];
const delivery = {
  street: 'Carrer de Mallorca, 401',
  postcode: '08013',
  town: 'Barcelona',
  telephone: '+34 931 234 567',
};
let stop = false;
let acknowledged = 0;

async function writeUntilKilled(index: number): Promise<void> {
  const base = server.base;
  const email = `crash${index}@example.com`;
  const signUp = await postJson(`${base}/api/users/signup`, signUpBody(email));
  if (signUp.status !== 201) return;
  acknowledged += 1;
  const reader: Reader = {
    email,
    cookie: sessionOf(signUp),
    comments: [],
    ratings: new Map(),
    basket: new Map(),
    orders: [],
    orderInFlight: false,
  };
  readers.push(reader);
  for (let step = 0; !stop; step += 1) {
    const book = bookIds[step % bookIds.length] as string;
    const kind = step % 4;
    if (kind === 0) {
      const text = `crash comment ${index}-${step}`;
      const response = await postJson(`${base}/api/books/${book}/comment-book`, { text }, reader.cookie);
      if (response.status === 201) {
        reader.comments.push(text);
        acknowledged += 1;
      }
    } else if (kind === 1) {
      const rating = ((step % 10) + 1) / 2;
      const entry = reader.ratings.get(book) ?? { sent: [] };
      reader.ratings.set(book, entry);
      entry.sent.push(rating);
      const response = await postJson(`${base}/api/books/${book}/rate-book`, { rating }, reader.cookie);
      if (response.status === 200) {
        entry.acked = rating;
        entry.sent = [];
        acknowledged += 1;
      }
    } else if (kind === 3 && step % 8 === 3) {
      // Now and then the basket becomes an order (and empties).
      reader.orderInFlight = true;
      const response = await fetch(`${base}/api/orders`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: reader.cookie,
          'idempotency-key': `crash-${index}-${step}`,
        },
        body: JSON.stringify({ delivery, payment: 'card_on_delivery' }),
      });
      if (response.status === 201) {
        reader.orders.push((await response.json()).order._id);
        reader.basket.clear();
        acknowledged += 1;
      }
      // Answered: whatever it said, the basket's state is known again.
      reader.orderInFlight = false;
    } else {
      const entry = reader.basket.get(book) ?? { acked: 0, sent: 0 };
      reader.basket.set(book, entry);
      entry.sent += 1;
      const response = await postJson(`${base}/api/books/${book}/add-book-to-basket`, {}, reader.cookie);
      if (response.status === 200) {
        entry.acked += 1;
        acknowledged += 1;
      }
    }
  }
}

const writers = Array.from({ length: READERS }, (_, i) => writeUntilKilled(i).catch(() => undefined));
await new Promise((resolve) => setTimeout(resolve, BURST_MS));
server.process.kill('SIGKILL');
await server.exited;
stop = true;
// Nothing answers any more: the restart below is a new process, not a survivor of the kill.
await assert.rejects(fetch(`${server.base}/api/books?limit=1`), 'the killed server is gone');
await Promise.all(writers);
console.log(
  `Killed the server with SIGKILL after ${acknowledged} acknowledged writes by ${readers.length} readers.`,
);
assert.ok(readers.length > 0 && acknowledged > readers.length, 'the burst wrote something before the kill');

server = await startServer(dataDir, port);
const base = server.base;
try {
  for (const reader of readers) {
    const login = await postJson(`${base}/api/users/login`, {
      email: reader.email,
      password: 'secret-password',
    });
    assert.equal(login.status, 200, `${reader.email} signs in after the crash`);
    const cookie = sessionOf(login);

    const allTexts = new Set<string>();
    for (const book of bookIds) {
      const { comments } = (await (await fetch(`${base}/api/comments?book=${book}`)).json()) as {
        comments: Array<{ text: string; author: { name: string } }>;
      };
      for (const comment of comments) {
        assert.ok(comment.text.length > 0 && comment.author.name, 'every comment is whole');
        allTexts.add(comment.text);
      }
    }
    for (const text of reader.comments)
      assert.ok(allTexts.has(text), `acknowledged comment "${text}" is there`);

    for (const [book, { acked, sent }] of reader.ratings) {
      const { book: details } = await (
        await fetch(`${base}/api/books/${book}`, { headers: { cookie } })
      ).json();
      const allowed = [...(acked === undefined ? [null] : [acked]), ...sent];
      assert.ok(allowed.includes(details.myRating), `rating of ${book}: ${details.myRating} in ${allowed}`);
    }

    for (const orderId of reader.orders) {
      const response = await fetch(`${base}/api/orders/${orderId}`, { headers: { cookie } });
      assert.equal(response.status, 200, `acknowledged order ${orderId} is there`);
      const { order } = await response.json();
      assert.ok(order.items.length > 0 && order.total > 0, `order ${orderId} is whole`);
    }

    const { basketBooks } = await (
      await fetch(`${base}/api/books/get-basket-books`, { headers: { cookie } })
    ).json();
    for (const [book, { acked, sent }] of reader.basket) {
      const count =
        basketBooks.find((entry: { book: { _id: string } }) => entry.book._id === book)?.count ?? 0;
      assert.ok(
        count >= acked && count <= sent,
        `basket count of ${book}: ${count} within ${acked}..${sent}`,
      );
    }
  }
  console.log(`After the restart every acknowledged write is there (${acknowledged} writes checked).`);
} finally {
  server.process.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Crash test (issue 8, Faults), run by `.ci/run`: the real server on an embedded DATA_DIR takes a
 * burst of writes from several shoppers (sign-ups, comments, ratings, basket changes, orders) and is
 * killed with SIGKILL in the middle. After a restart the database opens and every write that was
 * acknowledged (2xx received) is there, and nothing is half-written (no order without its items, no
 * total that is not the sum of its items). Several rounds on the same DATA_DIR.
 *
 *   node scripts/pnpm.mjs exec tsx apps/api/test/faults/crash.ts [--rounds 3] [--shoppers 6]
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { basketEntries, comments, orderItems, orders, ratings, users } from '../../src/db/schema';
import { Shopper, startServer, stopServer, tempDataDir } from './server';

const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '3' }, shoppers: { type: 'string', default: '6' } },
});
const rounds = Number(args.rounds);
const shopperCount = Number(args.shoppers);

/** What the server acknowledged (answered 2xx) before it was killed. */
interface Acknowledged {
  emails: string[];
  commentIds: string[];
  ratings: { email: string; bookId: string; halves: number }[];
  /** Books added to a basket after the last order request was sent: they must still be in it. */
  baskets: Map<string, Set<string>>;
  orders: { id: string; items: number; total: string }[];
}

const delivery = {
  street: 'Carrer de Mallorca 401',
  postcode: '08013',
  town: 'Barcelona',
  telephone: '+34 600 123 456',
};

async function shopperBurst(bookIds: string[], acknowledged: Acknowledged, stopped: () => boolean) {
  const shopper = new Shopper();
  const email = `crash-${randomUUID()}@bookshop.test`;
  if ((await shopper.signUp(email)).status !== 201) return;
  acknowledged.emails.push(email);
  const basket = new Set<string>();
  acknowledged.baskets.set(email, basket);
  for (let step = 0; !stopped(); step++) {
    const bookId = bookIds[step % bookIds.length] as string;
    const comment = await shopper.call('POST', `/api/books/${bookId}/comment-book`, {
      text: `Crash ${step}`,
    });
    if (comment.status === 201) acknowledged.commentIds.push(comment.body.comment._id);
    // Each shopper rates each book once, so a later unacknowledged rating cannot overwrite this one.
    if (step < bookIds.length) {
      const halves = (step % 10) + 1;
      const rating = await shopper.call('POST', `/api/books/${bookId}/rate-book`, { rating: halves / 2 });
      if (rating.status === 200) acknowledged.ratings.push({ email, bookId, halves });
    }
    const added = await shopper.call('POST', `/api/books/${bookId}/add-book-to-basket`);
    if (added.status === 200) basket.add(bookId);
    if (step % 3 === 2) {
      basket.clear();
      const order = await shopper.call(
        'POST',
        '/api/orders',
        { delivery, payment: 'card_on_delivery' },
        {
          'idempotency-key': randomUUID(),
        },
      );
      if (order.status === 201) {
        acknowledged.orders.push({
          id: order.body.order._id,
          items: order.body.order.items.length,
          total: order.body.order.total,
        });
      }
    }
  }
}

async function checkDatabase(dataDir: string, acknowledged: Acknowledged) {
  const database = await openDatabase({ dataDir });
  try {
    const { db } = database;
    const userRows = acknowledged.emails.length
      ? await db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(users.email, acknowledged.emails))
      : [];
    assert.equal(userRows.length, acknowledged.emails.length, 'every acknowledged sign-up is there');
    const userIds = new Map(userRows.map((row) => [row.email, row.id]));

    if (acknowledged.commentIds.length) {
      const found = await db
        .select({ id: comments.id })
        .from(comments)
        .where(inArray(comments.id, acknowledged.commentIds));
      assert.equal(found.length, acknowledged.commentIds.length, 'every acknowledged comment is there');
    }
    for (const rating of acknowledged.ratings) {
      const userId = userIds.get(rating.email) as string;
      const [row] = await db
        .select({ halves: ratings.halves })
        .from(ratings)
        .where(and(eq(ratings.userId, userId), eq(ratings.bookId, rating.bookId)));
      assert.equal(row?.halves, rating.halves, 'every acknowledged rating is there');
    }
    for (const [email, bookIds] of acknowledged.baskets) {
      if (bookIds.size === 0) continue;
      const userId = userIds.get(email) as string;
      const rows = await db
        .select({ bookId: basketEntries.bookId })
        .from(basketEntries)
        .where(eq(basketEntries.userId, userId));
      const inBasket = new Set(rows.map((row) => row.bookId));
      for (const bookId of bookIds)
        assert.ok(inBasket.has(bookId), 'every acknowledged basket addition is there');
    }
    for (const order of acknowledged.orders) {
      const [row] = await db.select({ total: orders.total }).from(orders).where(eq(orders.id, order.id));
      assert.equal(
        Number(row?.total),
        Number(order.total),
        'every acknowledged order is there with its total',
      );
      const items = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      assert.equal(items[0]?.count, order.items, 'every acknowledged order has all its items');
    }

    // Nothing half-written, acknowledged or not.
    const [orphans] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`not exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id})`);
    assert.equal(orphans?.count, 0, 'no order without its items');
    const [wrongTotals] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        sql`${orders.total} <> (select sum(${orderItems.price} * ${orderItems.count}) from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
      );
    assert.equal(wrongTotals?.count, 0, "no order whose total is not its items' sum");
  } finally {
    await database.close();
  }
}

const dataDir = tempDataDir('crash');
console.log(`Crash test: ${rounds} rounds of ${shopperCount} shoppers on ${dataDir}`);
for (let round = 1; round <= rounds; round++) {
  const server = await startServer({ dataDir });
  const catalogue = await new Shopper().call('GET', '/api/books?limit=6');
  const bookIds: string[] = catalogue.body.books.map((book: { _id: string }) => book._id);
  assert.ok(bookIds.length > 0, 'the catalogue has books');

  const acknowledged: Acknowledged = {
    emails: [],
    commentIds: [],
    ratings: [],
    baskets: new Map(),
    orders: [],
  };
  let killed = false;
  const burst = Array.from({ length: shopperCount }, () =>
    shopperBurst(bookIds, acknowledged, () => killed).catch(() => {
      // The server was killed: the request in flight was not acknowledged.
    }),
  );
  // Kill once writes of every kind have been acknowledged, at a moment that differs per round.
  const deadline = Date.now() + 120_000;
  while (acknowledged.orders.length < shopperCount) {
    if (Date.now() > deadline)
      throw new Error(`No orders acknowledged within 2 minutes:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (server.process.exitCode !== null) throw new Error(`The server stopped:\n${server.output()}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 1500));
  server.process.kill('SIGKILL');
  killed = true;
  assert.equal(await server.exited, 'SIGKILL');
  await Promise.all(burst);

  // The restarted server opens the database (taking over the dead server's lock) and answers.
  const restarted = await startServer({ dataDir });
  const afterRestart = await new Shopper().call('GET', '/api/books?limit=1');
  assert.equal(afterRestart.status, 200);
  assert.equal(await stopServer(restarted), 0, 'the restarted server stops cleanly');
  await checkDatabase(dataDir, acknowledged);

  console.log(
    `Round ${round}: killed after ${acknowledged.emails.length} sign-ups, ${acknowledged.commentIds.length} comments, ` +
      `${acknowledged.ratings.length} ratings, ${acknowledged.orders.length} orders acknowledged: all there, nothing half-written.`,
  );
}
console.log('Crash test passed.');

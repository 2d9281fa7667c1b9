import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_STATEMENTS, prepareStatementsOnce } from '../src/db/prepared-statements';

const TABLE = `create table shelf (
  id serial primary key,
  name text not null unique,
  price numeric(8, 2),
  tags jsonb,
  added timestamptz not null default '2026-11-30 10:00+00',
  kept boolean not null default true
)`;
const ROWS = `insert into shelf (name, price, tags) values ('Mirall trencat', 18.90, '["novel·la"]'), ('Solitud', null, null)`;

const open: PGlite[] = [];
/** Two databases with the same rows: one as PGlite comes, one with its statements prepared. */
async function databases() {
  const plain = new PGlite();
  const prepared = new PGlite();
  prepareStatementsOnce(prepared);
  open.push(plain, prepared);
  for (const database of [plain, prepared]) await database.exec(`${TABLE}; ${ROWS}`);
  return { plain, prepared };
}
const preparedCount = async (database: PGlite) =>
  (await database.exec('select count(*)::int as n from pg_prepared_statements'))[0]?.rows[0]?.n as number;

afterEach(async () => {
  for (const database of open.splice(0)) await database.close();
});

describe("PGlite's statements prepared once", () => {
  it('answer as PGlite itself does: rows, fields, counts, nulls and types', async () => {
    const { plain, prepared } = await databases();
    // PGlite's own reading of the array types, as it starts, is prepared too.
    const before = await preparedCount(prepared);
    const calls: [string, unknown[], { rowMode?: 'array' }?][] = [
      ['select * from shelf where price > $1 or price is null order by id', [10]],
      ['select name, price, tags, added, kept from shelf where id = $1', [1], { rowMode: 'array' }],
      ['select * from shelf where name = $1', [null]],
      [
        'insert into shelf (name, price, tags, kept) values ($1, $2, $3, $4) returning id, tags, kept',
        ['Jo confesso', '24.50', { shelf: 'new' }, false],
      ],
      ['update shelf set price = price + $1 where price is not null', ['1.10']],
      ['delete from shelf where name = $1', ['Solitud']],
      ['with gone as (delete from shelf where id = $1 returning name) select name from gone', [99]],
    ];
    for (const [text, params, options] of calls) {
      expect(await prepared.query(text, params, options), text).toEqual(
        await plain.query(text, params, options),
      );
    }
    // Without the preparation PGlite keeps none.
    expect(await preparedCount(plain)).toBe(0);
    expect(await preparedCount(prepared)).toBe(before + calls.length);
  });

  it('prepare a text once, whatever its values', async () => {
    const { prepared } = await databases();
    const before = await preparedCount(prepared);
    for (const id of [1, 2, 3]) await prepared.query('select name from shelf where id = $1', [id]);
    const { rows } = await prepared.query('select name from shelf where id = $1', [2]);
    expect(rows).toEqual([{ name: 'Solitud' }]);
    expect(await preparedCount(prepared)).toBe(before + 1);
  });

  it('hold at most their bound, closing the least recently used, which still runs when asked again', async () => {
    const { prepared } = await databases();
    const texts = Array.from({ length: MAX_STATEMENTS + 20 }, (_, i) => `select $1::int + ${i} as sum`);
    for (const text of texts) await prepared.query(text, [1]);
    // The last one pushed out is closed with the next preparation.
    expect(await preparedCount(prepared)).toBeLessThanOrEqual(MAX_STATEMENTS + 1);
    expect((await prepared.query(texts[0] as string, [41])).rows).toEqual([{ sum: 41 }]);
  });

  it('fail as PGlite does, naming the query, and leave the database working', async () => {
    const { plain, prepared } = await databases();
    const text = 'insert into shelf (name) values ($1)';
    const [expected, got] = await Promise.all(
      [plain, prepared].map((database) => database.query(text, ['Solitud']).catch((error: unknown) => error)),
    );
    expect(got).toMatchObject({ code: '23505', query: text, params: ['Solitud'] });
    expect((got as Error).message).toBe((expected as Error).message);
    // A text PostgreSQL cannot parse is refused, and is not kept.
    await expect(prepared.query('select nme from shelf where id = $1', [1])).rejects.toMatchObject({
      code: '42703',
    });
    expect((await prepared.query('select count(*)::int as n from shelf where id > $1', [0])).rows).toEqual([
      { n: 2 },
    ]);
  });

  it('roll a transaction back when one of them fails in it', async () => {
    const { prepared } = await databases();
    const failed = prepared
      .transaction(async (tx) => {
        await tx.query('insert into shelf (name) values ($1)', ['Incerta glòria']);
        await tx.query('insert into shelf (name) values ($1)', ['Solitud']);
      })
      .catch((error: unknown) => error);
    expect(await failed).toMatchObject({ code: '23505' });
    const { rows } = await prepared.query('select name from shelf where name = $1', ['Incerta glòria']);
    expect(rows).toEqual([]);
    await prepared.transaction(async (tx) => {
      await tx.query('insert into shelf (name) values ($1)', ['Incerta glòria']);
    });
    expect(
      (await prepared.query('select name from shelf where name = $1', ['Incerta glòria'])).rows,
    ).toHaveLength(1);
  });

  it('follow a table that changed under them', async () => {
    const { prepared } = await databases();
    const text = 'select * from shelf where id = $1';
    expect(Object.keys((await prepared.query(text, [1])).rows[0] as object)).not.toContain('pages');
    await prepared.exec('alter table shelf add column pages int');
    expect((await prepared.query(text, [1])).rows[0]).toMatchObject({ name: 'Mirall trencat', pages: null });
  });
});

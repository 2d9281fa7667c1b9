import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';

// A file of its own: node-postgres warns of a deprecation once per loaded module, and vitest loads the
// modules afresh for each file, so no other test can have used up the warning.
it.runIf(Boolean(process.env.DATABASE_URL))(
  'hands out a new connection only once its session is set up, so no statement waits behind another on one connection (removed in pg 9)',
  async () => {
    const warnings: string[] = [];
    const listen = (warning: Error) => warnings.push(warning.message);
    process.on('warning', listen);
    const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL as string });
    try {
      // Ten callers at once open the pool's ten connections, each asked for a statement straight away.
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => handle.db.execute(sql`select current_setting('jit') as jit`)),
      );
      // Warnings are emitted on the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
      expect(answers.map((answer) => (answer as unknown as { rows: unknown[] }).rows)).toEqual(
        Array.from({ length: 10 }, () => [{ jit: 'off' }]),
      );
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', listen);
      await handle.close();
    }
  },
);

import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDrizzleJson } from 'drizzle-kit/api';
import * as schema from './schema';

/**
 * `pnpm --filter @bookshop/api db:snapshot`: writes the newest migration's drizzle snapshot from
 * schema.ts. Our migrations are hand-written SQL (search functions, triggers, checks drizzle-kit cannot
 * express), so drizzle-kit has not seen them; the snapshot is what `drizzle-kit generate` compares the
 * schema with, and without an up-to-date one it would write tables that exist again.
 * `test/drizzle-snapshot.test.ts` fails until this has run after a schema change.
 */
const metaDir = fileURLToPath(new URL('../../drizzle/meta/', import.meta.url));
const readJson = (name: string) => JSON.parse(readFileSync(join(metaDir, name), 'utf8'));

const journal: { entries: { tag: string }[] } = readJson('_journal.json');
const newest = journal.entries.at(-1);
if (!newest) throw new Error('The migrations journal is empty');
const file = `${newest.tag.slice(0, 4)}_snapshot.json`;

// Migrations written without a snapshot leave gaps; drizzle-kit reads only the newest snapshot.
const previous = readdirSync(metaDir)
  .filter((name) => /^\d{4}_snapshot\.json$/.test(name) && name < file)
  .sort()
  .at(-1);
const snapshot = generateDrizzleJson(
  schema,
  previous ? readJson(previous).id : '00000000-0000-0000-0000-000000000000',
);
// Running it again rewrites the snapshot in place, under the same id.
if (existsSync(join(metaDir, file))) snapshot.id = readJson(file).id;
writeFileSync(join(metaDir, file), JSON.stringify(snapshot, null, 2));
console.log(`Wrote drizzle/meta/${file} (${newest.tag}) from src/db/schema.ts.`);

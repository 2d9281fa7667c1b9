import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const drizzleKit = join(apiDir, 'node_modules', 'drizzle-kit', 'bin.cjs');
const filesUnder = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

let copy: string | undefined;
afterEach(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('the migrations’ drizzle snapshot', () => {
  it('matches schema.ts: `db:generate` on the unchanged schema writes nothing', () => {
    copy = mkdtempSync(join(tmpdir(), 'bookshop-drizzle-'));
    cpSync(join(apiDir, 'drizzle'), join(copy, 'drizzle'), { recursive: true });
    // drizzle-kit reads `--out` relative to where it runs, even an absolute one.
    const out = relative(apiDir, join(copy, 'drizzle'));
    const run = spawnSync(
      process.execPath,
      [drizzleKit, 'generate', '--dialect', 'postgresql', '--schema', 'src/db/schema.ts', '--out', out],
      { cwd: apiDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 },
    );

    const written = filesUnder(join(copy, 'drizzle')).filter(
      (file) => !filesUnder(join(apiDir, 'drizzle')).includes(file),
    );
    const remedy =
      'schema.ts differs from the newest drizzle snapshot: after adding the migration, run ' +
      '`pnpm --filter @bookshop/api db:snapshot` (apps/api/README.md, Migrations).\n' +
      `drizzle-kit said:\n${run.stdout}${run.stderr}`;
    expect(written, remedy).toEqual([]);
    expect(run.status, remedy).toBe(0);
    expect(run.stdout).toContain('No schema changes');
  });
});

import { spawnSync } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeTempDataDirs, root, Shopper, startServer, stopServer, tempDataDir } from './server';

afterEach(removeTempDataDirs);

/** Every folder and file under `dir` whose mode is not its owner's alone, with that mode. */
function notPrivate(dir: string): string[] {
  const paths = [
    dir,
    ...readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((path) => join(dir, path)),
  ];
  return paths.flatMap((path) => {
    const stats = lstatSync(path);
    const mode = stats.mode & 0o777;
    const expected = stats.isDirectory() ? 0o700 : 0o600;
    return stats.isSymbolicLink() || mode === expected ? [] : [`${path} ${mode.toString(8)}`];
  });
}

describe('DATA_DIR', () => {
  it('is its owner’s alone (folders 700, files 600), whatever the umask, also when it was not before', async () => {
    const dataDir = tempDataDir('modes');
    // Left readable by everyone, as an earlier version left it.
    chmodSync(dataDir, 0o777);
    mkdirSync(join(dataDir, 'outbox'), { mode: 0o777 });
    chmodSync(join(dataDir, 'outbox'), 0o777);
    writeFileSync(join(dataDir, 'outbox', 'earlier.eml'), 'activation code', { mode: 0o666 });
    chmodSync(join(dataDir, 'outbox', 'earlier.eml'), 0o666);

    const server = await startServer({ dataDir, umask: '000' });
    try {
      // A sign-up writes its activation mail into the outbox.
      expect((await new Shopper().signUp('modes@bookshop.test')).status).toBe(201);
      expect(readdirSync(join(dataDir, 'outbox'))).toHaveLength(2);
      expect(readdirSync(join(dataDir, 'pglite')).length).toBeGreaterThan(5);
      expect(notPrivate(dataDir)).toEqual([]);
    } finally {
      expect(await stopServer(server)).toBe(0);
    }
    expect(notPrivate(dataDir)).toEqual([]);

    // A backup is a copy of everything: its owner's alone too.
    const backup = join(tempDataDir('modes-backup'), 'shop.tar.gz');
    const result = spawnSync(
      '/bin/sh',
      [
        '-c',
        `umask 000 && exec "$0" "$@"`,
        process.execPath,
        join(root, 'scripts/pnpm.mjs'),
        '--silent',
        '--filter',
        '@bookshop/api',
        'db:backup',
        backup,
      ],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
    );
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(lstatSync(backup).mode & 0o777).toBe(0o600);
    expect(notPrivate(dataDir)).toEqual([]);
  }, 400_000);
});

// Runs the workspace's pnpm on a machine that has only Node and npm: the pinned pnpm is installed
// once into .cache/pnpm (no global install, no corepack, whose signature check fails here) and put
// first on PATH so that nested `pnpm` calls in package scripts find it too.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '12.21.0';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const prefix = join(root, '.cache', 'pnpm');
const bin = join(prefix, 'node_modules', '.bin');

if (!existsSync(join(bin, 'pnpm'))) {
  console.log(`Installing pnpm ${PNPM_VERSION} into .cache/pnpm ...`);
  execFileSync(
    'npm',
    ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `pnpm@${PNPM_VERSION}`],
    { stdio: 'inherit' },
  );
}

const env = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
const result = spawnSync(join(bin, 'pnpm'), process.argv.slice(2), { stdio: 'inherit', env, cwd: root });
process.exit(result.status ?? 1);

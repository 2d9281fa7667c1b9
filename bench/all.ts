// `pnpm bench`: builds once, then runs every benchmark even when an earlier one misses a target, so that
// one run gives every figure; exits non-zero when any of them missed.
import { execFileSync } from 'node:child_process';
import { root } from './lib';

const pnpm = (script: string, env: NodeJS.ProcessEnv = {}) =>
  execFileSync(process.execPath, ['scripts/pnpm.mjs', script], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });

pnpm('build');
const missed: string[] = [];
for (const benchmark of [
  'bench:start',
  'bench:web',
  'bench:api',
  'bench:search',
  'bench:body',
  'bench:pay',
]) {
  try {
    pnpm(benchmark, { BENCH_SKIP_BUILD: '1' });
  } catch {
    missed.push(benchmark);
  }
}
if (missed.length > 0) {
  console.error(`\nMissed a target: ${missed.join(', ')} (their tables above say which figure).`);
  process.exit(1);
}
console.log('\nEvery benchmark reached its targets.');

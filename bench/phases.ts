// Where the home page's scripts spend the main thread: the ratio `pnpm bench:web` prints (a page's
// main-thread work against the same server HTML with its scripts blocked), taken apart by stopping the
// shop's start at each of its steps. A copy of HEAD with `bench/phases.patch` (a few lines that read
// the address's #hash) is built into a temporary worktree and served by this checkout's API server
// (SHOP_DIST); Lighthouse (as `pnpm bench:web` runs it) then loads /main in turn:
//   blocked   the server's HTML with every script refused (the ratio's denominator)
//   modules   the shop's modules evaluated, nothing started
//   start     the query cache filled from the page, no router
//   router    the router started and the first page's modules and data loaded, no hydration
//   whole     the page as shipped (with the two Suspense boundaries `deferred` needs, which wait for nothing)
//   deferred  the page as shipped, but the home page's books and the footer never hydrated
// Diagnostic figures, no targets. BENCH_LIGHTHOUSE_RUNS sets the runs per step (3); BENCH_PORT (3900).
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Figure,
  loadAverage,
  median,
  removeDataDir,
  report,
  root,
  startShopServer,
  tempDataDir,
} from './lib';
import { benchmarkIndexes, lighthouseRun, mainThreadMs } from './lighthouse';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const command = 'pnpm bench:phases';
const steps = ['blocked', 'modules', 'start', 'router', 'whole', 'deferred'] as const;
type Step = (typeof steps)[number];

const run = (file: string, args: string[], cwd: string) =>
  execFileSync(file, args, { cwd, stdio: 'inherit' });

// The API server is this checkout's; `pnpm bench`, which has just built, skips the build.
if (!process.env.BENCH_SKIP_BUILD) run(process.execPath, ['scripts/pnpm.mjs', 'build'], root);

const copy = join(mkdtempSync(join(tmpdir(), 'bookshop-phases-')), 'shop');
run('git', ['worktree', 'add', '--detach', copy, 'HEAD'], root);
try {
  try {
    run('git', ['apply', join(root, 'bench/phases.patch')], copy);
  } catch {
    throw new Error('bench/phases.patch no longer applies to the shop: make it again from the current code');
  }
  // This checkout's pnpm, pointed at the copy (it runs in the folder it belongs to).
  const pnpmInCopy = (...args: string[]) =>
    run(process.execPath, ['scripts/pnpm.mjs', '--dir', copy, ...args], root);
  pnpmInCopy('install', '--frozen-lockfile', '--offline');
  pnpmInCopy('--filter', '@bookshop/ui', 'build');
  pnpmInCopy('--filter', '@bookshop/shop', 'build');

  const startLoad = loadAverage();
  console.log(`Load average at the start: ${startLoad}.`);
  const dataDir = tempDataDir('phases');
  const server = await startShopServer(dataDir, Number(process.env.BENCH_PORT ?? 3900), {
    SHOP_DIST: join(copy, 'apps/shop/dist'),
  });
  // Each run's figures by step; a lost run leaves its step out of that run.
  const runs: Partial<Record<Step, { mainThread: number; benchmarkIndex: number }>>[] = [];
  try {
    // The steps in turn within each run, so that a machine getting busier weighs on all of them alike.
    for (let i = 0; i < RUNS; i++) {
      const measured: (typeof runs)[number] = {};
      runs.push(measured);
      for (const step of steps) {
        const url = `${server.url}/main${step === 'blocked' || step === 'whole' ? '' : `#${step}`}`;
        const lhr = await lighthouseRun(url, step === 'blocked');
        if (typeof lhr === 'string') {
          console.log(`${step}: run ${i + 1} lost (${lhr})`);
          continue;
        }
        measured[step] = { mainThread: mainThreadMs(lhr), benchmarkIndex: lhr.environment.benchmarkIndex };
        console.log(
          `${step}: main thread ${Math.round(mainThreadMs(lhr))} ms, ` +
            `TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms, ` +
            `benchmarkIndex ${lhr.environment.benchmarkIndex}, load ${loadAverage()}`,
        );
      }
    }
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }

  // Each step against the run without scripts of the same round, then the median, as `pnpm bench:web`.
  const figures: Figure[] = steps.flatMap((step) => {
    const ofStep = runs.flatMap((round) => (round[step] ? [round[step]] : []));
    const ratios = runs.flatMap((round) => {
      const [measured, blocked] = [round[step], round.blocked];
      return measured && blocked ? [measured.mainThread / blocked.mainThread] : [];
    });
    if (!ofStep.length) return [];
    const shown = { target: 'shown, no target', pass: true, command };
    return [
      {
        ...shown,
        figure: `/main, ${step}: main-thread work (Lighthouse, 4x CPU)`,
        value: median(ofStep.map((r) => r.mainThread)),
        unit: 'ms',
        host: `benchmarkIndex ${benchmarkIndexes(ofStep)}; runs ${ofStep.map((r) => Math.round(r.mainThread)).join(', ')}`,
      },
      ...(step === 'blocked' || !ratios.length
        ? []
        : [
            {
              ...shown,
              figure: `/main, ${step}: main-thread work / with scripts blocked`,
              value: median(ratios),
              unit: '',
              host: `runs ${ratios.map((r) => r.toFixed(2)).join(', ')}`,
            },
          ]),
    ];
  });
  if (!figures.some((f) => f.figure.startsWith('/main, whole: main-thread work /'))) {
    throw new Error('Lighthouse measured no round of /main with its scripts and without them');
  }
  console.log(`\nLoad average at the end: ${loadAverage()} (started at ${startLoad}).`);
  report('phases', figures, { loadAverage: { start: startLoad, end: loadAverage() } });
} finally {
  run('git', ['worktree', 'remove', '--force', copy], root);
}

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The built server; BENCH_SERVER names another build's (a comparison alternated in the same run). */
export const serverEntry = process.env.BENCH_SERVER ?? join(root, 'apps/api/dist/server.js');

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first answered request. */
  startMs: number;
  stop(): Promise<void>;
}

export function tempDataDir(name: string): string {
  return mkdtempSync(join(tmpdir(), `bookshop-bench-${name}-`));
}

/** A 100,000-book database is a few hundred megabytes: gone once measured. */
export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

/** Adds `books` synthetic books (and the demo catalogue, if missing) to the embedded database in `dataDir`. */
export function seedSyntheticBooks(dataDir: string, books: number): void {
  execFileSync(
    process.execPath,
    [join(root, 'scripts/pnpm.mjs'), '--filter', '@bookshop/api', 'seed:synthetic', '--books', String(books)],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    },
  );
}

/** Starts a Node process and waits until `readyPath` answers 200. */
async function startProcess(args: string[], env: NodeJS.ProcessEnv, port: number, readyPath: string) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url + readyPath);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const startMs = performance.now() - started;
  return {
    url,
    process: child,
    startMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The real production server (built shop, API, embedded database in `dataDir`), with `env` added. */
export function startShopServer(
  dataDir: string,
  port = 3900,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  return startProcess(
    [serverEntry],
    { DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    port,
    '/api/books?limit=1',
  );
}

/** A bare node:http server answering `body` to every request, in its own process. */
export function startReferenceServer(body: string, contentType: string, port = 3901): Promise<RunningServer> {
  return startProcess(
    [join(root, 'bench/reference-server.mjs')],
    { REFERENCE_BODY: body, REFERENCE_TYPE: contentType },
    port,
    '/',
  );
}

/** CPU time a process has used so far (all its threads, user and system), in ms; Linux only, in 10 ms ticks. */
export function processCpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export interface Figure {
  figure: string;
  value: number;
  unit: string;
  target: string;
  pass: boolean;
  command: string;
  /** What the figure was measured on (e.g. the host's Lighthouse benchmarkIndex), printed beside it. */
  host?: string;
}

/** Writes `bench/results/{name}.json`, prints the table and returns whether every figure passed. */
export function report(name: string, figures: Figure[], extra: Record<string, unknown> = {}): boolean {
  const folder = join(root, 'bench/results');
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, `${name}.json`),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...extra, figures }, null, 2)}\n`,
  );
  const withHost = figures.some((f) => f.host);
  console.log(
    withHost
      ? `\n| figure | value | target | | measured on |\n| --- | --- | --- | --- | --- |`
      : `\n| figure | value | target | |\n| --- | --- | --- | --- |`,
  );
  for (const f of figures) {
    const row = `| ${f.figure} | ${round(f.value)} ${f.unit} | ${f.target} | ${f.pass ? 'ok' : 'MISSED'} |`;
    console.log(withHost ? `${row} ${f.host ?? ''} |` : row);
  }
  const passed = figures.every((f) => f.pass);
  console.log(passed ? '\nEvery figure reached its target.' : '\nSome figures missed their target.');
  return passed;
}

function round(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(value < 10 ? 2 : 1);
}

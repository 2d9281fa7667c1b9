import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The built server; BENCH_SERVER names another build's (a comparison alternated in the same run). */
export const serverEntry = process.env.BENCH_SERVER ?? join(root, 'apps/api/dist/server.js');

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the process being ready (its readiness path answered 200). */
  startMs: number;
  /** Milliseconds from spawn to its first answer of any kind (it listens). */
  firstAnswerMs: number;
  stop(): Promise<void>;
}

/** A catalogue to serve: an embedded database's folder, or a PostgreSQL database. */
export type CatalogueDatabase = string | { databaseUrl: string };

/** The server process's resident memory now and its high-water mark since it started, in MB (Linux). */
export function memoryOf(pid: number | undefined): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** The load average, as printed beside every figure of a shared machine. */
export const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

export function tempDataDir(name: string): string {
  return mkdtempSync(join(tmpdir(), `bookshop-bench-${name}-`));
}

/** A 100,000-book database is a few hundred megabytes: gone once measured. */
export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

/** Adds `books` synthetic books (and the demo catalogue, if missing) to a catalogue's database. */
export function seedSyntheticBooks(database: CatalogueDatabase, books: number): void {
  execFileSync(
    process.execPath,
    [join(root, 'scripts/pnpm.mjs'), '--filter', '@bookshop/api', 'seed:synthetic', '--books', String(books)],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...databaseEnv(database) },
    },
  );
}

/** The server's environment for a catalogue: its embedded database's folder, or PostgreSQL's address. */
function databaseEnv(database: CatalogueDatabase): NodeJS.ProcessEnv {
  return typeof database === 'string'
    ? { DATA_DIR: database, DATABASE_URL: '' }
    : {
        // The server's own folder (its saved book index among what it keeps): BENCH_SERVER_DATA_DIR
        // keeps it from one run to the next, as a deployment's volume does.
        DATA_DIR: process.env.BENCH_SERVER_DATA_DIR || tempDataDir('server'),
        DATABASE_URL: database.databaseUrl,
      };
}

/**
 * The catalogue a benchmark measures as it is, without seeding or removing it: BENCH_DATA_DIR (an
 * embedded database's folder) or BENCH_DATABASE_URL (PostgreSQL), e.g. a million books seeded once.
 */
export function existingCatalogue(): CatalogueDatabase | undefined {
  if (process.env.BENCH_DATABASE_URL) return { databaseUrl: process.env.BENCH_DATABASE_URL };
  return process.env.BENCH_DATA_DIR || undefined;
}

/** Starts a Node process and waits until `readyPath` answers 200. */
async function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  readyPath: string,
): Promise<RunningServer> {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  let firstAnswerMs: number | undefined;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const response = await fetch(url + readyPath);
      firstAnswerMs ??= performance.now() - started;
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
    firstAnswerMs: firstAnswerMs ?? startMs,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * The real production server (built shop, API, and the embedded database in a folder or PostgreSQL),
 * with `env` added, ready when `/readyz` says so (its catalogue loaded, as a balancer waits for).
 */
export function startShopServer(
  database: CatalogueDatabase,
  port = 3900,
  env: NodeJS.ProcessEnv = {},
): Promise<RunningServer> {
  return startProcess([serverEntry], { ...databaseEnv(database), ...env }, port, '/readyz');
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

// `pnpm bench:import [--records N]`: a generated ONIX 3.0 feed of N records (a million by default) sent
// to the real server as an admin would, imported in the background; prints records per second (from
// the 202 to the import's end) and the importing process's peak RSS. The CPU time the process spent on
// the import is printed too: on a machine others load, records per CPU second stay comparable.
import { execFileSync } from 'node:child_process';
import { createWriteStream, openAsBlob, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { type CatalogueImport, importApiPaths } from '@bookshop/contract';
import { generatedFeed } from '../apps/api/test/onix-feed';
import { loadAverage, processCpuMs, removeDataDir, report, root, startShopServer, tempDataDir } from './lib';

const TARGET_RECORDS_PER_SECOND = 2000;
const TARGET_PEAK_RSS_MB = 1024;

const { values } = parseArgs({ options: { records: { type: 'string', default: '1000000' } } });
const records = Number(values.records);
if (!Number.isInteger(records) || records <= 0)
  throw new Error('Usage: bench:import [--records <positive integer>]');
const port = Number(process.env.BENCH_PORT ?? 3900);

if (!process.env.BENCH_SKIP_BUILD) {
  // The API alone: the import needs no shop.
  execFileSync(process.execPath, ['scripts/pnpm.mjs', '--filter', '@bookshop/api', 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
}

const dataDir = tempDataDir('import');
const feedFile = join(dataDir, 'feed.xml');
console.log(`Writing an ONIX 3.0 feed of ${records.toLocaleString('en')} records...`);
await pipeline(Readable.from(generatedFeed(records)), createWriteStream(feedFile));
console.log(`${(statSync(feedFile).size / 2 ** 20).toFixed(0)} MB`);

const admin = { email: 'bench-admin@bookshop.test', password: 'bench-admin-secret' };
const env = { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
// The first start migrates and loads the demo catalogue (its own peak of memory); the process measured
// is a later start, on that database, as a shop's server is.
await (await startShopServer(dataDir, port, env)).stop();
const server = await startShopServer(dataDir, port, env);
try {
  const signIn = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const cookie = signIn.headers.getSetCookie().find((line) => line.startsWith('session='));
  if (!cookie) throw new Error(`Sign-in failed: ${signIn.status}`);
  const headers = { cookie: cookie.split(';')[0] as string };

  const form = new FormData();
  form.append('file', await openAsBlob(feedFile), 'feed.xml');
  const sent = await fetch(`${server.url}/api${importApiPaths.imports()}`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (sent.status !== 202) throw new Error(`The feed was refused: ${sent.status} ${await sent.text()}`);
  const started = performance.now();
  const cpuAtStart = processCpuMs(server.process.pid) ?? 0;
  const { id } = ((await sent.json()) as { import: { id: string } }).import;

  let job: CatalogueImport;
  let shown = 0;
  for (;;) {
    // Often enough that the time measured is the import's, not the wait for the next look.
    await new Promise((resolve) => setTimeout(resolve, 250));
    const answer = await fetch(`${server.url}/api${importApiPaths.import(id)}`, { headers });
    job = ((await answer.json()) as { import: CatalogueImport }).import;
    if (job.status !== 'running') break;
    if (performance.now() - shown > 30_000) {
      shown = performance.now();
      console.log(`${job.done.toLocaleString('en')} / ${job.total?.toLocaleString('en') ?? '?'} records`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = ((processCpuMs(server.process.pid) ?? 0) - cpuAtStart) / 1000;
  // The server's own high-water mark of resident memory, from start to now.
  const peakKb = Number(
    /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.process.pid}/status`, 'utf8'))?.[1],
  );
  if (job.status !== 'done' || job.created !== records) {
    throw new Error(
      `The import ended ${job.status} with ${job.created} books created and ${job.errorCount} errors`,
    );
  }
  const perSecond = records / seconds;
  const peakMb = peakKb / 1024;
  console.log(
    `${records} records in ${seconds.toFixed(1)} s, ${cpuSeconds.toFixed(1)} s of the server's CPU (${Math.round(
      records / cpuSeconds,
    )} records per CPU second); load average ${loadAverage()}`,
  );
  const passed = report(
    'import',
    [
      {
        figure: `ONIX import, ${records.toLocaleString('en')} records (records per second)`,
        value: perSecond,
        unit: 'records/s',
        target: `>= ${TARGET_RECORDS_PER_SECOND}`,
        pass: perSecond >= TARGET_RECORDS_PER_SECOND,
        command: 'pnpm bench:import',
      },
      {
        figure: 'peak RSS of the importing process',
        value: peakMb,
        unit: 'MB',
        target: `<= ${TARGET_PEAK_RSS_MB} MB`,
        pass: peakMb <= TARGET_PEAK_RSS_MB,
        command: 'pnpm bench:import',
      },
    ],
    { records, seconds, cpuSeconds, loadAverage: loadavg() },
  );
  process.exitCode = passed ? 0 : 1;
} finally {
  await server.stop();
  removeDataDir(dataDir);
}

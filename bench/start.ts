// Server start to the first answered request, with an existing embedded database.
import { median, report, startShopServer, tempDataDir } from './lib';

const TARGET_MS = 2000;
const dataDir = tempDataDir('start');
const port = Number(process.env.BENCH_PORT ?? 3900);

// First start creates, migrates and seeds the database; only the restarts are measured.
const first = await startShopServer(dataDir, port);
await first.stop();

const samples: number[] = [];
for (let run = 0; run < 5; run++) {
  const server = await startShopServer(dataDir, port);
  samples.push(server.firstAnswerMs);
  await server.stop();
}
console.log(`start times: ${samples.map((ms) => ms.toFixed(0)).join(', ')} ms`);

const startMs = median(samples);
const passed = report('start', [
  {
    figure: 'server start to first answer, existing embedded database (median of 5)',
    value: startMs,
    unit: 'ms',
    target: `<= ${TARGET_MS} ms`,
    pass: startMs <= TARGET_MS,
    command: 'pnpm bench:start',
  },
]);
process.exit(passed ? 0 : 1);

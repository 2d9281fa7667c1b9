// Search latency at three catalogue sizes: p95 of /api/search/:name/:language over prefix, accent and
// one-typo queries in both languages, and how it grows with the catalogue (it must grow no faster
// than the logarithm of the number of books).
import {
  type Figure,
  percentile,
  removeDataDir,
  report,
  seedSyntheticBooks,
  startShopServer,
  tempDataDir,
} from './lib';

const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
/** 30 rounds of the 12 queries: 360 searches, a p95 that a few slow ones on a shared machine move less. */
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 30);
const P95_TARGET_MS = 20;
/** Measurements here are noisy: allow a quarter more than logarithmic growth before failing. */
const NOISE_ALLOWANCE = 1.25;
const command = 'pnpm bench:search';
/** This benchmark's port: BENCH_PORT (default 3252). */
const SHOP_PORT = Number(process.env.BENCH_PORT ?? 3252);

const queries: [string, 'esp' | 'eng'][] = [
  ['harr', 'eng'], // prefix
  ['quij', 'esp'],
  ['bibliot', 'esp'],
  ['shadow of', 'eng'],
  ['cien anos', 'esp'], // accents left out
  ['travesia', 'esp'],
  ['ultima', 'esp'],
  ['garcia marquez', 'eng'],
  ['quijotte', 'esp'], // one typo
  ['libary', 'eng'],
  ['bibliotecca', 'esp'],
  ['harbuor', 'eng'],
];

/** One catalogue that grows: each size adds the books the previous one lacked. */
const dataDir = tempDataDir('search');
let seeded = 0;

async function measure(books: number): Promise<number> {
  seedSyntheticBooks(dataDir, books - seeded);
  seeded = books;
  const server = await startShopServer(dataDir, SHOP_PORT);
  try {
    const ask = async ([name, language]: [string, string]) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/search/${encodeURIComponent(name)}/${language}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`search ${name} answered ${response.status}`);
      return performance.now() - started;
    };
    for (const query of queries) await ask(query); // warm-up
    const timings: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of queries) timings.push(await ask(query));
    }
    return percentile(timings, 95);
  } finally {
    await server.stop();
  }
}

const p95s = new Map<number, number>();
try {
  for (const size of [...SIZES].sort((a, b) => a - b)) {
    p95s.set(size, await measure(size));
    console.log(`${size} books: p95 ${p95s.get(size)?.toFixed(1)} ms`);
  }
} finally {
  removeDataDir(dataDir);
}

const smallest = SIZES[0] ?? 1000;
const base = p95s.get(smallest) ?? 1;
const figures: Figure[] = SIZES.map((size) => ({
  figure: `search p95 at ${size.toLocaleString('en')} books`,
  value: p95s.get(size) ?? 0,
  unit: 'ms',
  target: size === 100_000 ? `<= ${P95_TARGET_MS} ms` : 'shown',
  pass: size !== 100_000 || (p95s.get(size) ?? Infinity) <= P95_TARGET_MS,
  command,
}));
for (const size of SIZES.slice(1)) {
  const growth = (p95s.get(size) ?? 0) / base;
  const logarithmic = Math.log(size) / Math.log(smallest);
  figures.push({
    figure: `p95 growth ${smallest.toLocaleString('en')} -> ${size.toLocaleString('en')} books`,
    value: growth,
    unit: 'x',
    target: `<= ${(logarithmic * NOISE_ALLOWANCE).toFixed(2)}x (log growth ${logarithmic.toFixed(2)}x)`,
    pass: growth <= logarithmic * NOISE_ALLOWANCE,
    command,
  });
}
process.exit(report('search', figures) ? 0 : 1);

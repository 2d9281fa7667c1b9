// API throughput: the real server's requests per second on the catalogue reads, as a ratio of a bare
// node:http server answering the same bytes, measured alternately in the same run (machines here are
// noisy; the ratio is what holds from one machine to the next). Load comes from this process; each
// server runs in its own.
import autocannon from 'autocannon';
import {
  type CatalogueDatabase,
  existingCatalogue,
  type Figure,
  median,
  removeDataDir,
  report,
  seedSyntheticBooks,
  startReferenceServer,
  startShopServer,
  tempDataDir,
} from './lib';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SYNTHETIC_BOOKS = Number(process.env.BENCH_SYNTHETIC_BOOKS ?? 100_000);
const P99_TARGET_MS = 15;
/** This benchmark's ports: BENCH_PORT and the one after it (default 3250-3251). */
const SHOP_PORT = Number(process.env.BENCH_PORT ?? 3250);
const REFERENCE_PORT = SHOP_PORT + 1;

interface Endpoint {
  name: string;
  path: string;
  target: number;
}

async function load(url: string): Promise<{ rps: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** `dataset` names the catalogue measured; undefined: its size in books, read from it. */
async function measureDataset(dataset: string | undefined, database: CatalogueDatabase): Promise<Figure[]> {
  const server = await startShopServer(database, SHOP_PORT);
  const figures: Figure[] = [];
  try {
    const { books } = (await (await fetch(`${server.url}/api/books?limit=1`)).json()) as {
      books: { _id: string }[];
    };
    if (dataset === undefined) {
      const { total } = (await (await fetch(`${server.url}/api/books?page=1&pageSize=1`)).json()) as {
        total: number;
      };
      dataset = `${total.toLocaleString('en')} books`;
    }
    const endpoints: Endpoint[] = [
      { name: 'GET /api/books?limit=10', path: '/api/books?limit=10', target: 0.5 },
      { name: 'GET /api/books/popular?limit=10', path: '/api/books/popular?limit=10', target: 0.5 },
      // Not spelt as its cache key (that has `kind=newest`): the read cache answers an address it has
      // seen before Fastify routes it, whatever its spelling (apps/api/src/http/read-cache.ts).
      {
        name: 'GET /api/books?category=imaginative&limit=10',
        path: '/api/books?category=imaginative&limit=10',
        target: 0.5,
      },
      { name: 'GET /api/books/:id', path: `/api/books/${books[0]?._id}`, target: 0.4 },
    ];

    for (const endpoint of endpoints) {
      const answer = await fetch(server.url + endpoint.path);
      if (!answer.ok) throw new Error(`${endpoint.path} answered ${answer.status}`);
      const reference = await startReferenceServer(
        await answer.text(),
        answer.headers.get('content-type') ?? 'application/json',
        REFERENCE_PORT,
      );
      const real: Awaited<ReturnType<typeof load>>[] = [];
      const bare: Awaited<ReturnType<typeof load>>[] = [];
      try {
        await load(server.url + endpoint.path); // warm-up: JIT, caches, connection pools
        for (let round = 0; round < ROUNDS; round++) {
          real.push(await load(server.url + endpoint.path));
          bare.push(await load(reference.url));
        }
      } finally {
        await reference.stop();
      }
      const ratio = median(real.map((r) => r.rps)) / median(bare.map((r) => r.rps));
      const p99 = median(real.map((r) => r.p99));
      const errors = real.reduce((sum, r) => sum + r.errors, 0);
      console.log(
        `${dataset} ${endpoint.name}: ${median(real.map((r) => r.rps)).toFixed(0)} req/s vs bare ${median(bare.map((r) => r.rps)).toFixed(0)} req/s, p99 ${p99} ms (bare ${median(bare.map((r) => r.p99))} ms), errors ${errors}`,
      );
      const command = 'pnpm bench:api';
      figures.push(
        {
          figure: `${dataset}: ${endpoint.name} req/s ÷ bare node:http`,
          value: ratio,
          unit: '',
          target: `>= ${endpoint.target}`,
          pass: ratio >= endpoint.target && errors === 0,
          command,
        },
        {
          figure: `${dataset}: ${endpoint.name} p99 at ${CONNECTIONS} connections`,
          value: p99,
          unit: 'ms',
          target: `<= ${P99_TARGET_MS} ms`,
          pass: p99 <= P99_TARGET_MS,
          command,
        },
      );
    }
  } finally {
    await server.stop();
  }
  return figures;
}

const figures: Figure[] = [];
const existing = existingCatalogue();
if (existing) {
  // A catalogue seeded once (BENCH_DATA_DIR or BENCH_DATABASE_URL), e.g. a million books, measured as it is.
  figures.push(...(await measureDataset(undefined, existing)));
} else {
  const demoDir = tempDataDir('api-demo');
  try {
    figures.push(...(await measureDataset('demo catalogue', demoDir)));
  } finally {
    removeDataDir(demoDir);
  }

  const syntheticDir = tempDataDir('api-synthetic');
  try {
    seedSyntheticBooks(syntheticDir, SYNTHETIC_BOOKS);
    figures.push(...(await measureDataset(`${SYNTHETIC_BOOKS.toLocaleString('en')} books`, syntheticDir)));
  } finally {
    removeDataDir(syntheticDir);
  }
}

process.exit(report('api', figures) ? 0 : 1);

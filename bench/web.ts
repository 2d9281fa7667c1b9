// Front-end speed: first-load JavaScript and CSS (gzip) of the home and a book page, and Lighthouse
// mobile scores (default throttling, Debian's Chromium, median of 3 runs) of three pages.
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../tests/chromium';
import { type Figure, median, report, root, startShopServer, tempDataDir } from './lib';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const command = 'pnpm bench:web';

// The production build is what is measured; `pnpm bench`, which has just built, skips it.
if (!process.env.BENCH_SKIP_BUILD) {
  execFileSync(process.execPath, ['scripts/pnpm.mjs', 'build'], { cwd: root, stdio: 'inherit' });
}
const server = await startShopServer(tempDataDir('web'), Number(process.env.BENCH_PORT ?? 3900));
const figures: Figure[] = [];
try {
  const { books } = (await (await fetch(`${server.url}/api/books?limit=1`)).json()) as {
    books: { _id: string; name: { eng: string } }[];
  };
  const book = books[0];
  if (!book) throw new Error('the catalogue is empty');
  const pages = {
    '/main': '/main',
    'a book page': `/books/${book._id}/${encodeURIComponent(book.name.eng)}`,
    'a category page': '/books/categories/imaginative',
  };

  // First-load bytes: every script and style sheet the page loads until the network is idle.
  const browser = await chromium.launch(chromiumLaunchOptions);
  for (const [name, path, budgetKb] of [
    ['/main', pages['/main'], 170],
    ['a book page', pages['a book page'], 150],
  ] as const) {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') bodies.push(response.body());
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    const gzipKb = (await Promise.all(bodies)).reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024;
    await page.close();
    figures.push({
      figure: `first-load JS + CSS of ${name}, gzip`,
      value: gzipKb,
      unit: 'KB',
      target: `<= ${budgetKb} KB`,
      pass: gzipKb <= budgetKb,
      command,
    });
  }
  await browser.close();

  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
  });
  try {
    for (const [name, path] of Object.entries(pages)) {
      const runs: Record<string, number>[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(server.url + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`);
        runs.push({
          performance: (lhr.categories.performance?.score ?? 0) * 100,
          accessibility: (lhr.categories.accessibility?.score ?? 0) * 100,
          'best practices': (lhr.categories['best-practices']?.score ?? 0) * 100,
          seo: (lhr.categories.seo?.score ?? 0) * 100,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? 1,
          tbt: lhr.audits['total-blocking-time']?.numericValue ?? 10_000,
        });
      }
      const m = (key: string) => median(runs.map((run) => run[key] ?? 0));
      const score = (key: string, min: number) => ({
        figure: `Lighthouse mobile ${key} of ${name}`,
        value: m(key),
        unit: '',
        target: `>= ${min}`,
        pass: m(key) >= min,
        command,
      });
      figures.push(
        score('performance', 95),
        score('accessibility', 100),
        score('best practices', 95),
        score('seo', 95),
        {
          figure: `CLS of ${name}`,
          value: m('cls'),
          unit: '',
          target: '<= 0.05',
          pass: m('cls') <= 0.05,
          command,
        },
        {
          figure: `total blocking time of ${name}`,
          value: m('tbt'),
          unit: 'ms',
          target: '<= 150 ms',
          pass: m('tbt') <= 150,
          command,
        },
      );
    }
  } finally {
    chrome.kill();
  }
} finally {
  await server.stop();
}

process.exit(report('web', figures) ? 0 : 1);

// The consumer check: the kit as another storefront gets it. Builds @bookshop/ui with tsup, packs it
// with `pnpm pack`, installs the tarball into a throwaway Vite app in a temp folder outside the
// workspace (packages from the npm registry or the local pnpm store), builds that app, serves it and
// renders the Header, the ImageSlider and a BookCard in Chromium, asserting what a shopper would see.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../chromium';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pnpm = (args: string[], cwd = root) =>
  execFileSync(process.execPath, [join(root, 'scripts', 'pnpm.mjs'), ...args], { cwd, stdio: 'inherit' });

const app = mkdtempSync(join(tmpdir(), 'bookshop-consumer-'));
const keep = process.env.KEEP_CONSUMER_APP === '1';

try {
  pnpm(['--filter', '@bookshop/ui', 'build']);
  pnpm(['--filter', '@bookshop/ui', 'pack', '--pack-destination', app]);
  const tarball = readdirSync(app).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');

  // The app asks for the same versions the workspace uses, so the local store usually has them.
  const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const version = (name: string) => rootPackage.devDependencies[name] as string;
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'bookshop-ui-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@bookshop/ui': `file:./${tarball}`,
          react: version('react'),
          'react-dom': version('react-dom'),
          'styled-components': version('styled-components'),
        },
        devDependencies: { vite: version('vite'), '@vitejs/plugin-react': version('@vitejs/plugin-react') },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    join(app, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consumer</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>\n',
  );
  mkdirSync(join(app, 'src'));
  writeFileSync(
    join(app, 'src', 'main.jsx'),
    `import { BookCard, BookshopThemeProvider, Header, ImageSlider } from '@bookshop/ui';
import { createRoot } from 'react-dom/client';

const cover = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="150" height="225"><rect width="150" height="225" fill="#8c2f39"/></svg>');
const banner = (fill) => 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="600" height="200" fill="' + fill + '"/></svg>');

createRoot(document.getElementById('root')).render(
  <BookshopThemeProvider>
    <Header
      siteTitle="Another Bookshop"
      searchText=""
      onSearchTextChange={() => {}}
      searchOpen={false}
      searchLoading={false}
      onSearchClose={() => {}}
    />
    <div style={{ width: 600 }}>
      <ImageSlider
        autoplay={false}
        slides={[
          { id: 's1', image: banner('#8c2f39'), alt: 'First banner' },
          { id: 's2', image: banner('#1a5fb4'), alt: 'Second banner' },
        ]}
      />
    </div>
    <main style={{ width: 220, padding: 16 }}>
      <BookCard
        book={{ id: 'b1', name: 'La plaça del Diamant', image: cover, price: 18.999, averageRating: 4 }}
        onAddToBasket={(id) => { document.title = 'added ' + id; }}
        locale="en-GB"
      />
    </main>
  </BookshopThemeProvider>,
);
`,
  );

  pnpm(['--dir', app, 'install', '--prefer-offline', '--config.confirmModulesPurge=false']);
  execFileSync(process.execPath, [join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: app,
    stdio: 'inherit',
  });

  // `sideEffects` must keep swiper's CSS, which the kit's slider imports along with swiper.
  const assets = join(app, 'dist', 'assets');
  const css = readdirSync(assets)
    .filter((name) => name.endsWith('.css'))
    .map((name) => readFileSync(join(assets, name), 'utf8'))
    .join('');
  if (!css.includes('.swiper')) throw new Error("swiper's CSS was dropped from the consumer build");

  await renderAndCheck(join(app, 'dist'));
  console.log('consumer check passed: the packed kit installs, builds and renders outside the workspace');
} finally {
  if (keep) console.log(`consumer app kept in ${app}`);
  else rmSync(app, { recursive: true, force: true });
}

async function renderAndCheck(dist: string) {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(dist, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dist)) return response.writeHead(403).end();
    try {
      const body = readFileSync(file);
      response
        .writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
        .end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  const port = Number(process.env.CONSUMER_PORT ?? 0);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the static server has no port');
  const origin = `http://127.0.0.1:${address.port}`;

  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const elsewhere: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:')) elsewhere.push(url);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(origin, { waitUntil: 'networkidle' });

    const expectVisible = async (what: string, locator: ReturnType<typeof page.getByText>) => {
      await locator.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {
        throw new Error(`the consumer app does not show ${what}`);
      });
    };
    await expectVisible('the Header logo', page.getByRole('link', { name: 'Another Bookshop' }));
    await expectVisible('the search box', page.getByRole('searchbox'));
    await expectVisible('the book name', page.getByRole('heading', { name: 'La plaça del Diamant' }));
    // Rounded down to whole cents.
    await expectVisible('the price', page.getByText('18.99 €'));
    await page.getByRole('button', { name: 'Add to basket: La plaça del Diamant' }).click();
    if ((await page.title()) !== 'added b1') throw new Error('the BookCard button did not call back');

    // The slider shows its first banner, and fetches swiper (with its CSS) when pointed at.
    await expectVisible('the first banner', page.getByRole('img', { name: 'First banner' }));
    await page.getByRole('region', { name: 'Featured' }).hover();
    await page
      .locator('.swiper-cube .swiper-wrapper')
      .waitFor({ timeout: 10_000 })
      .catch(() => {
        throw new Error('the slider did not load its swiper cube');
      });
    const wrapperDisplay = await page
      .locator('.swiper-cube .swiper-wrapper')
      .evaluate((element) => getComputedStyle(element).display);
    if (wrapperDisplay !== 'flex') throw new Error("swiper's CSS did not come with the slider");

    // The kit's font and swiper's CSS come along with the package, served by the app itself.
    const fontLoaded = await page.evaluate(async () => {
      await document.fonts.load('16px "Inter Variable"');
      return [...document.fonts].some(
        (face) => face.family.includes('Inter Variable') && face.status === 'loaded',
      );
    });
    if (!fontLoaded) throw new Error('the kit font did not load in the consumer app');
    if (elsewhere.length > 0) throw new Error(`requests left the app: ${elsewhere.join(', ')}`);
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
  } finally {
    await browser.close();
    server.close();
  }
}

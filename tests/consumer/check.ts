// The consumer check: the kit as another storefront gets it. Builds @bookshop/ui, packs the published
// folder, and installs the tarball into throwaway apps in a temp folder outside the workspace (packages
// from the npm registry or the local pnpm store), then proves what the README's getting started says:
//   1. a Vite app with its own theme (another primary colour and font) and its own styled-components
//      theme type-checks in strict mode, builds, and renders in Chromium with that colour and font;
//      once with React 19 and once with React 18;
//   2. `renderToString` of BookCard, Header and BasketWidget in plain Node (ES modules and `require`)
//      with styled-components' sheet gives styled HTML;
//   3. a Next.js App Router app builds, and its prerendered HTML carries the kit's styles;
//   4. importing only BookCard adds at most 5 KB gzip to an app of React and styled-components.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../chromium';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pnpm = (args: string[], cwd = root) =>
  execFileSync(process.execPath, [join(root, 'scripts', 'pnpm.mjs'), ...args], { cwd, stdio: 'inherit' });
const node = (args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  execFileSync(process.execPath, args, { cwd, stdio: 'pipe', env: { ...process.env, ...env } }).toString();

const work = mkdtempSync(join(tmpdir(), 'bookshop-consumer-'));
const keep = process.env.KEEP_CONSUMER_APP === '1';
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const version = (name: string) => rootPackage.devDependencies[name] as string;
const fail = (message: string): never => {
  throw new Error(message);
};

/** The primary colour and font the consumer apps give the kit, and the colour as Chromium reports it. */
const brand = { primary: '#0b5fff', rgb: 'rgb(11, 95, 255)', font: 'Lexend' };

try {
  const tarball = packKit();
  checkTarball(tarball);

  const react19 = {
    react: version('react'),
    'react-dom': version('react-dom'),
    '@types/react': version('@types/react'),
    '@types/react-dom': version('@types/react-dom'),
  };
  const react18 = {
    react: '^18.3.1',
    'react-dom': '^18.3.1',
    '@types/react': '^18.3.8',
    '@types/react-dom': '^18.3.1',
  };
  for (const [name, versions] of [
    ['React 19', react19],
    ['React 18', react18],
  ] as const) {
    const app = viteApp(tarball, name.replace(' ', '').toLowerCase(), versions);
    await renderInChromium(join(app, 'dist'), name);
    serverRender(app, name);
    console.log(`consumer check (${name}): strict types, Vite build, Chromium render and Node render pass`);
  }
  nextApp(tarball);
  bookCardCost();
  console.log('consumer check passed: the packed kit installs, builds and renders outside the workspace');
} finally {
  if (keep) console.log(`consumer apps kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

/** Builds the kit and packs its published folder (`packages/ui/dist`) as npm would publish it. */
function packKit(): string {
  pnpm(['--filter', '@bookshop/ui', 'build']);
  execFileSync(
    'npm',
    ['pack', join(root, 'packages', 'ui', 'dist'), '--pack-destination', work, '--silent'],
    {
      stdio: 'inherit',
    },
  );
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  return tarball ? join(work, tarball) : fail('pnpm pack wrote no tarball');
}

/** What the tarball holds: the package an app needs, with no source, scripts or development noise. */
function checkTarball(tarball: string) {
  const files = execFileSync('tar', ['-tzf', tarball]).toString().trim().split('\n');
  for (const needed of ['package/LICENSE', 'package/CHANGELOG.md', 'package/README.md', 'package/font.css'])
    if (!files.includes(needed)) fail(`the tarball has no ${needed}`);
  if (files.some((file) => /\.(tsx?|mdx)$/.test(file) && !file.endsWith('.d.ts')))
    fail('the tarball carries source files');
  if (files.some((file) => /stories|visual|__screenshots__/.test(file))) fail('the tarball carries stories');
  const manifest = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json']).toString());
  for (const noise of ['scripts', 'devDependencies', 'publishConfig'])
    if (noise in manifest) fail(`the published package.json has "${noise}"`);
  if (!manifest.repository || !manifest.license)
    fail('the published package.json has no repository or licence');
  if (!manifest.peerDependenciesMeta?.swiper?.optional) fail('swiper is not an optional peer');
  if (!manifest.exports['.'].require) fail('the package has no require entry');
  console.log(`tarball: ${files.length} files, version ${manifest.version}`);
}

/** Writes a file, making its folder. */
function write(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/**
 * A Vite + React app in TypeScript (strict), with its own styled-components theme, using the kit with
 * another colour and font. Installed, type-checked and built; returns its folder.
 */
function viteApp(tarball: string, name: string, reactVersions: Record<string, string>): string {
  const app = join(work, name);
  mkdirSync(app);
  cpSync(tarball, join(app, 'bookshop-ui.tgz'));
  write(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: `bookshop-ui-consumer-${name}`,
        private: true,
        type: 'module',
        dependencies: {
          '@bookshop/ui': 'file:./bookshop-ui.tgz',
          react: reactVersions.react,
          'react-dom': reactVersions['react-dom'],
          'styled-components': version('styled-components'),
          swiper: '^14.4.0',
        },
        devDependencies: {
          vite: version('vite'),
          '@vitejs/plugin-react': version('@vitejs/plugin-react'),
          typescript: version('typescript'),
          '@types/react': reactVersions['@types/react'],
          '@types/react-dom': reactVersions['@types/react-dom'],
          // styled-components' own declarations name Node's types.
          '@types/node': version('@types/node'),
        },
      },
      null,
      2,
    ),
  );
  write(
    join(app, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  );
  write(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noUncheckedIndexedAccess: true,
        noEmit: true,
        // Every declaration is checked, the kit's included.
        skipLibCheck: false,
        types: ['node'],
      },
      include: ['src'],
    }),
  );
  write(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consumer</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  );
  // The app's own styled-components theme, typed the usual way: the kit must not fight it.
  write(
    join(app, 'src', 'styled.d.ts'),
    "import 'styled-components';\ndeclare module 'styled-components' {\n  export interface DefaultTheme {\n    brandShadow: string;\n  }\n}\n",
  );
  write(join(app, 'src', 'assets.d.ts'), "declare module '*.css';\n");
  write(
    join(app, 'src', 'main.tsx'),
    `import { BasketWidget, BookCard, BookshopProvider, createTheme, es, Header, ImageSlider, mergeLabels, vars } from '@bookshop/ui';
import '@bookshop/ui/font.css';
import { createRoot } from 'react-dom/client';
import styled, { ThemeProvider } from 'styled-components';

const theme = createTheme({ color: { primary: '${brand.primary}' }, font: { body: "'${brand.font}', system-ui, sans-serif" } });
const routes = {
  home: () => '/',
  book: (id: string, name: string) => \`/libros/\${id}/\${encodeURIComponent(name)}\`,
  search: (text: string) => \`/buscar?q=\${encodeURIComponent(text)}\`,
  basket: () => '/cesta',
};

const cover = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="150" height="225"><rect width="150" height="225" fill="#444"/></svg>');
const banner = (fill: string) => 'data:image/svg+xml,' + encodeURIComponent(\`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="600" height="200" fill="\${fill}"/></svg>\`);

// The app's own styled component, on its own theme and on the kit's variables.
const Note = styled.p\`box-shadow: \${({ theme }) => theme.brandShadow}; color: \${vars.color.primary};\`;

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <ThemeProvider theme={{ brandShadow: '0 0 2px black' }}>
    <BookshopProvider theme={theme} locale="es-ES" currency="EUR" labels={mergeLabels(es, { bookCard: { addToBasket: 'Comprar' } })} routes={routes}>
      <Header siteTitle="Otra Librería" searchText="" onSearchTextChange={() => {}} searchOpen={false} searchLoading={false} onSearchClose={() => {}} />
      <Note>Librería de prueba</Note>
      <div style={{ width: 600 }}>
        <ImageSlider autoplay={false} slides={[{ id: 's1', image: banner('#8c2f39'), alt: 'First banner' }, { id: 's2', image: banner('#1a5fb4'), alt: 'Second banner' }]} />
      </div>
      <main style={{ width: 220, padding: 16 }}>
        <BookCard book={{ id: 'b1', name: 'La plaça del Diamant', image: cover, price: 18.9, averageRating: 4 }} onAddToBasket={(id) => { document.title = 'added ' + id; }} />
      </main>
      <BasketWidget count={2} total={37.8} items={[{ id: 'b1', name: 'La plaça del Diamant', count: 2, price: 18.9 }]} />
    </BookshopProvider>
  </ThemeProvider>,
);
`,
  );
  pnpm(['--dir', app, 'install', '--prefer-offline', '--config.confirmModulesPurge=false']);
  try {
    node([join(app, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.'], app);
  } catch (error) {
    fail(`the ${name} app does not type-check in strict mode:\n${(error as { stdout?: Buffer }).stdout}`);
  }
  execFileSync(process.execPath, [join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: app,
    stdio: 'inherit',
  });
  // `sideEffects` must keep swiper's CSS, which the kit's slider imports along with swiper.
  const assets = join(app, 'dist', 'assets');
  const css = readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('');
  if (!css.includes('.swiper')) fail(`${name}: swiper's CSS was dropped from the build`);
  if (!css.includes('Inter Variable')) fail(`${name}: the kit's font.css was dropped from the build`);
  return app;
}

/** Serves a built app and checks, in Chromium, what a shopper would see. */
async function renderInChromium(dist: string, name: string) {
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
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      return response.writeHead(404).end();
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(process.env.CONSUMER_PORT ?? 0), '127.0.0.1', resolve);
  });
  const address = server.address();
  if (!address || typeof address === 'string') fail('the static server has no port');
  const origin = `http://127.0.0.1:${(address as { port: number }).port}`;

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
    page.on('response', (response) => {
      // Every file the app asks for is there (the browser's own favicon request aside).
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
        errors.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(origin, { waitUntil: 'networkidle' });

    const expectVisible = async (what: string, locator: ReturnType<typeof page.getByText>) => {
      await locator.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {
        fail(`${name}: the consumer app does not show ${what}`);
      });
    };
    await expectVisible('the Header logo', page.getByRole('link', { name: 'Otra Librería' }));
    await expectVisible(
      'the search box',
      page.getByRole('searchbox', { name: 'Buscar libros, autores, editoriales' }),
    );
    await expectVisible('the book name', page.getByRole('heading', { name: 'La plaça del Diamant' }));
    // Intl in the provider's locale and currency.
    await expectVisible('the price', page.getByText('18,90 €'));
    // One label overridden, the rest from the Spanish pack.
    const buy = page.getByRole('button', { name: 'Comprar: La plaça del Diamant' });
    await expectVisible('the overridden label', buy);
    await expectVisible('a Spanish label', page.getByRole('img', { name: 'Valoración: 4 de 5' }));
    // The app's colour and font, through the kit's CSS variables.
    const look = await buy.evaluate((button) => ({
      background: getComputedStyle(button).backgroundColor,
      font: getComputedStyle(button.closest('article') as Element).fontFamily,
    }));
    if (look.background !== brand.rgb)
      fail(`${name}: the button is ${look.background}, not the app's ${brand.rgb}`);
    if (!look.font.startsWith(brand.font))
      fail(`${name}: the card's font is ${look.font}, not ${brand.font}`);
    const note = await page
      .getByText('Librería de prueba')
      .evaluate((element) => getComputedStyle(element).color);
    if (note !== brand.rgb) fail(`${name}: the app's own component does not read the kit's variables`);
    await buy.click();
    if ((await page.title()) !== 'added b1') fail(`${name}: the BookCard button did not call back`);
    const link = await page.getByRole('link', { name: 'La plaça del Diamant' }).getAttribute('href');
    if (link !== '/libros/b1/La%20pla%C3%A7a%20del%20Diamant') fail(`${name}: the book links to ${link}`);

    // The slider shows its first banner, and fetches swiper (with its CSS) when pointed at.
    await expectVisible('the first banner', page.getByRole('img', { name: 'First banner' }));
    await page.getByRole('region', { name: 'Destacados' }).hover();
    await page
      .locator('.swiper-cube .swiper-wrapper')
      .waitFor({ timeout: 10_000 })
      .catch(() => fail(`${name}: the slider did not load its swiper cube`));
    const wrapperDisplay = await page
      .locator('.swiper-cube .swiper-wrapper')
      .evaluate((element) => getComputedStyle(element).display);
    if (wrapperDisplay !== 'flex') fail(`${name}: swiper's CSS did not come with the slider`);

    // The kit's font comes with the package, served by the app itself.
    const fontLoaded = await page.evaluate(async () => {
      await document.fonts.load('16px "Inter Variable"');
      return [...document.fonts].some(
        (face) => face.family.includes('Inter Variable') && face.status === 'loaded',
      );
    });
    if (!fontLoaded) fail(`${name}: the kit font did not load`);
    if (elsewhere.length > 0) fail(`${name}: requests left the app: ${elsewhere.join(', ')}`);
    if (errors.length > 0) fail(`${name}: page errors: ${errors.join('; ')}`);
  } finally {
    await browser.close();
    server.close();
  }
}

/** The server-render script, as ES module and as CommonJS (`require`), run by plain Node. */
function serverRender(app: string, name: string) {
  const render = (load: string) => `${load}
const { createElement: h } = React;
const routes = { home: () => '/', book: (id, name) => '/libros/' + id + '/' + encodeURIComponent(name), search: (t) => '/buscar/' + t, basket: () => '/cesta' };
const sheet = new ServerStyleSheet();
const html = renderToString(sheet.collectStyles(h(ui.BookshopProvider, { routes, locale: 'es-ES' }, [
  h(ui.Header, { key: 'h', siteTitle: 'Otra Librería', searchText: '', onSearchTextChange() {}, searchOpen: false, searchLoading: false, onSearchClose() {} }),
  h(ui.BookCard, { key: 'c', book: { id: 'b1', name: 'Nada', image: '/nada.jpg', price: 18.9 }, onAddToBasket() {} }),
  h(ui.BasketWidget, { key: 'w', count: 1, total: 18.9, items: [{ id: 'b1', name: 'Nada', count: 1, price: 18.9 }] }),
])));
const styles = sheet.getStyleTags();
sheet.seal();
process.stdout.write(JSON.stringify({ html, styles }));
`;
  write(
    join(app, 'ssr.mjs'),
    render(`import * as ui from '@bookshop/ui';
import React from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';`),
  );
  write(
    join(app, 'ssr.cjs'),
    render(`const ui = require('@bookshop/ui');
const React = require('react');
const { renderToString } = require('react-dom/server');
const { ServerStyleSheet } = require('styled-components');`),
  );
  const run = (script: string) => {
    try {
      return node([script], app, { NODE_ENV: 'production' });
    } catch (error) {
      return fail(`${name}: ${script} failed in Node:\n${(error as { stderr?: Buffer }).stderr}`);
    }
  };
  for (const script of ['ssr.mjs', 'ssr.cjs']) {
    const { html, styles } = JSON.parse(run(script)) as { html: string; styles: string };
    if (!html.includes('>Nada<') || !html.includes('tra Librería') || !html.includes('href="/cesta"'))
      fail(`${name}: ${script} rendered no BookCard, Header or BasketWidget`);
    if (!styles.includes('--bookshop-color-primary')) fail(`${name}: ${script}'s styles lack the theme`);
    // Every styled element (its component's fixed id, then its generated class) has its rules in the styles.
    const generated = [...html.matchAll(/class="s[0-9a-f]{8}-\d+ ([A-Za-z]+)/g)].map(
      (match) => match[1] ?? '',
    );
    const unstyled = generated.filter((className) => !styles.includes(`.${className}{`));
    if (generated.length < 10 || unstyled.length > 0)
      fail(`${name}: ${script}'s HTML has classes without styles: ${unstyled.join(' ')}`);
  }
}

/** A Next.js App Router app, installed from the npm registry, built; its prerendered page is checked. */
function nextApp(tarball: string) {
  try {
    execFileSync('npm', ['view', 'next@16', 'version'], { stdio: 'pipe', timeout: 60_000 });
  } catch {
    console.log(
      'consumer check (Next.js): SKIPPED, the npm registry cannot be reached to install Next.js 16',
    );
    return;
  }
  const app = join(work, 'next');
  mkdirSync(app);
  cpSync(tarball, join(app, 'bookshop-ui.tgz'));
  write(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'bookshop-ui-next',
        private: true,
        scripts: {},
        dependencies: {
          '@bookshop/ui': 'file:./bookshop-ui.tgz',
          next: '^16.0.0',
          react: version('react'),
          'react-dom': version('react-dom'),
          'styled-components': version('styled-components'),
        },
        devDependencies: {
          typescript: version('typescript'),
          '@types/react': version('@types/react'),
          '@types/react-dom': version('@types/react-dom'),
          '@types/node': version('@types/node'),
        },
      },
      null,
      2,
    ),
  );
  write(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['dom', 'dom.iterable', 'esnext'],
        strict: true,
        noEmit: true,
        module: 'esnext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        isolatedModules: true,
        skipLibCheck: true,
        allowJs: true,
        incremental: true,
        esModuleInterop: true,
        resolveJsonModule: true,
        plugins: [{ name: 'next' }],
      },
      include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts', '.next/dev/types/**/*.ts'],
      exclude: ['node_modules'],
    }),
  );
  write(join(app, 'next.config.mjs'), 'export default {};\n');
  // The README's recipe, as written there.
  write(
    join(app, 'app', 'registry.tsx'),
    `'use client';
import { useServerInsertedHTML } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';

export function StyledComponentsRegistry({ children }: { children: ReactNode }) {
  const [sheet] = useState(() => new ServerStyleSheet());
  useServerInsertedHTML(() => {
    const styles = sheet.getStyleElement();
    sheet.instance.clearTag();
    return <>{styles}</>;
  });
  if (typeof window !== 'undefined') return <>{children}</>;
  return <StyleSheetManager sheet={sheet.instance}>{children}</StyleSheetManager>;
}
`,
  );
  write(
    join(app, 'app', 'providers.tsx'),
    `'use client';
import { BookshopProvider, createTheme, es } from '@bookshop/ui';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { StyledComponentsRegistry } from './registry';

const theme = createTheme({ color: { primary: '${brand.primary}' } });
const routes = { book: (id: string, name: string) => \`/books/\${id}/\${encodeURIComponent(name)}\` };

export function Providers({ children }: { children: ReactNode }) {
  return (
    <StyledComponentsRegistry>
      <BookshopProvider theme={theme} labels={es} locale="es-ES" link={Link} routes={routes}>
        {children}
      </BookshopProvider>
    </StyledComponentsRegistry>
  );
}
`,
  );
  write(
    join(app, 'app', 'layout.tsx'),
    `import '@bookshop/ui/font.css';
import type { ReactNode } from 'react';
import { Providers } from './providers';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
`,
  );
  write(
    join(app, 'app', 'shelf.tsx'),
    `'use client';
import { BookCard } from '@bookshop/ui';

export function Shelf() {
  return <BookCard book={{ id: 'b1', name: 'Nada', image: '/nada.jpg', price: 18.9 }} onAddToBasket={() => {}} />;
}
`,
  );
  write(
    join(app, 'app', 'page.tsx'),
    `import { createTheme } from '@bookshop/ui';
import { Shelf } from './shelf';

// A server component: it may use the kit's plain helpers, and renders the client components.
const themed = createTheme().color.primary;

export default function Page() {
  return (
    <main data-kit-primary={themed}>
      <Shelf />
    </main>
  );
}
`,
  );
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: app,
    stdio: 'inherit',
  });
  execFileSync(process.execPath, [join(app, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    cwd: app,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const html = readFileSync(join(app, '.next', 'server', 'app', 'index.html'), 'utf8');
  if (!html.includes('Añadir a la cesta: Nada')) fail('Next.js: the prerendered page has no BookCard');
  const styles = [...html.matchAll(/<style[^>]*data-styled[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join('');
  if (!styles.includes(`--bookshop-color-primary:${brand.primary}`))
    fail("Next.js: the prerendered page does not carry the kit's theme in a styled-components style tag");
  const cardClass = html
    .match(/<article class="([^"]+)"/)?.[1]
    ?.split(' ')
    .at(-1);
  if (!cardClass || !styles.includes(`.${cardClass}{`))
    fail("Next.js: the prerendered page does not carry the BookCard's styles (it would flash unstyled)");
  const nextVersion = JSON.parse(
    readFileSync(join(app, 'node_modules', 'next', 'package.json'), 'utf8'),
  ).version;
  console.log(`consumer check (Next.js ${nextVersion}): App Router build passes, prerendered HTML is styled`);
}

/** Bytes (gzip) of every script a build wrote. */
function scriptBytes(dist: string): number {
  let total = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.js')) total += gzipSync(readFileSync(path), { level: 9 }).length;
    }
  };
  walk(dist);
  return total;
}

/** Builds a page of React and styled-components, then the same with a BookCard; prints the difference. */
function bookCardCost() {
  const app = join(work, 'react19');
  if (!statSync(app).isDirectory()) fail('the React 19 app is missing');
  write(
    join(app, 'base.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/base.tsx"></script></body></html>\n',
  );
  write(
    join(app, 'card.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/card.tsx"></script></body></html>\n',
  );
  const page = (body: string) => `import { createRoot } from 'react-dom/client';
import styled from 'styled-components';
${body.startsWith('<BookCard') ? "import { BookCard } from '@bookshop/ui';\n" : ''}
const Box = styled.div\`padding: 8px;\`;
createRoot(document.getElementById('root') as HTMLElement).render(<Box>${body}</Box>);
`;
  write(join(app, 'src', 'base.tsx'), page('Books'));
  write(
    join(app, 'src', 'card.tsx'),
    page(
      "<BookCard book={{ id: 'b1', name: 'Nada', image: '/nada.jpg', price: 18.9 }} onAddToBasket={() => {}} />",
    ),
  );
  const build = (entry: string) => {
    const outDir = join(app, `dist-${entry}`);
    execFileSync(
      process.execPath,
      [
        join(app, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--outDir',
        outDir,
        '--config',
        'vite.config.js',
        '--logLevel',
        'warn',
      ],
      { cwd: app, stdio: 'inherit', env: { ...process.env, ENTRY: entry } },
    );
    return scriptBytes(outDir);
  };
  write(
    join(app, 'vite.config.js'),
    [
      "import react from '@vitejs/plugin-react';",
      'const entry = process.env.ENTRY;',
      "export default { plugins: [react()], build: entry ? { rollupOptions: { input: entry + '.html' } } : {} };",
      '',
    ].join('\n'),
  );
  const base = build('base');
  const card = build('card');
  const addedKb = (card - base) / 1024;
  console.log(
    `consumer check: React + styled-components ${(base / 1024).toFixed(1)} KB gzip; with BookCard ` +
      `${(card / 1024).toFixed(1)} KB: BookCard adds ${addedKb.toFixed(2)} KB (at most 5 KB)`,
  );
  if (addedKb > 5) fail(`importing only BookCard adds ${addedKb.toFixed(2)} KB gzip, more than 5 KB`);
}

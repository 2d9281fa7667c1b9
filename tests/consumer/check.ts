// The consumer check: the kit as another storefront gets it. Builds @bookshop/ui, packs the published
// folder, and installs the tarball into throwaway apps in a temp folder outside the workspace (packages
// from the npm registry or the local pnpm store), then proves what the kit's README says:
//   1. without swiper installed, a Vite app (React 19, then React 18) type-checks in strict mode with
//      `skipLibCheck: false`, under `moduleResolution` `bundler`, `nodenext` and `node` (fixtures/types.tsx),
//      builds, and in Chromium shows fixtures/page.tsx: its own theme and font, every extension point
//      (class, style, id, data-*, ref, parts, the Header's logo, the checkout's payment methods),
//      providers side by side and nested keeping their own themes, right to left (Shelf, Rating), and a
//      cover's fallback when it is missing or fails;
//   2. `renderToString` in plain Node (ES modules and `require`): with a provider, without one (default
//      routes), and two providers side by side whose themes both reach the styles;
//   3. BookCard alone builds with Vite, esbuild and webpack without swiper, and costs at most 3 KB gzip
//      over React and styled-components with Vite and esbuild;
//   4. with swiper installed, the whole kit (its three entries) type-checks and builds, costs at most
//      45 KB gzip at start, and the slider turns in Chromium with swiper's CSS;
//   5. a Next.js App Router app builds, and its prerendered HTML carries the kit's styles.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright';
import { chromiumLaunchOptions } from '../chromium';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const fixtures = join(root, 'tests', 'consumer', 'fixtures');
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

/** The most BookCard alone and the whole kit may add to a page of React and styled-components (KB gzip). */
const limits = { bookCard: 3, wholeKit: 45 };
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
  const apps: Record<string, string> = {};
  for (const [name, versions] of [
    ['React 19', react19],
    ['React 18', react18],
  ] as const) {
    const app = viteApp(tarball, name, versions);
    apps[name] = app;
    await inChromium(join(app, 'dist'), name, checkPage);
    serverRender(app, name);
    console.log(
      `consumer check (${name}, no swiper): strict types (bundler, nodenext, node), Vite build, Chromium and Node render pass`,
    );
  }
  const card = bookCardCost(apps['React 19'] ?? fail('no React 19 app'));
  const whole = await wholeKit(tarball);
  nextApp(tarball);
  console.log(
    `consumer check figures (KB gzip over React + styled-components): BookCard alone ` +
      `${card.vite.toFixed(2)} with Vite, ${card.esbuild.toFixed(2)} with esbuild, ${card.webpack.toFixed(2)} ` +
      `with webpack (at most ${limits.bookCard} with Vite and esbuild); the whole kit ${whole.start.toFixed(1)} ` +
      `at start (at most ${limits.wholeKit}), its slider's cube ${whole.later.toFixed(1)} more when first needed (swiper)`,
  );
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
  if (files.some((file) => /\.stories\.|\.visual\.|__screenshots__|\/storybook\//.test(file)))
    fail('the tarball carries stories');
  const manifest = JSON.parse(execFileSync('tar', ['-xzOf', tarball, 'package/package.json']).toString());
  for (const noise of ['scripts', 'devDependencies', 'publishConfig'])
    if (noise in manifest) fail(`the published package.json has "${noise}"`);
  if (!manifest.repository || !manifest.license)
    fail('the published package.json has no repository or licence');
  if (!manifest.peerDependenciesMeta?.swiper?.optional) fail('swiper is not an optional peer');
  for (const entry of ['.', './image-slider', './search-panel'])
    if (!manifest.exports[entry]?.require || !manifest.exports[entry]?.types)
      fail(`the package's "${entry}" entry has no require or types`);
  // Only the slider's entry may lead to swiper.
  const unpacked = join(work, 'unpacked');
  mkdirSync(unpacked);
  execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
  const read = (file: string) => readFileSync(join(unpacked, 'package', file), 'utf8');
  const reachable = new Set<string>();
  const visit = (file: string) => {
    if (reachable.has(file)) return;
    reachable.add(file);
    for (const [, path] of read(file).matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g))
      visit(join(dirname(file), path ?? ''));
  };
  visit('index.js');
  const swiperUsers = [...reachable].filter((file) =>
    /from\s*"swiper|import\s*\(?\s*"swiper/.test(read(file)),
  );
  if (swiperUsers.length > 0) fail(`the main entry leads to swiper: ${swiperUsers.join(', ')}`);
  const leaks = files.filter(
    (file) => file.endsWith('.d.ts') && read(file.replace('package/', '')).includes('styled-components/dist'),
  );
  if (leaks.length > 0) fail(`declarations name styled-components' internal types: ${leaks.join(', ')}`);
  console.log(`tarball: ${files.length} files, version ${manifest.version}, main entry free of swiper`);
}

/** Writes a file, making its folder. */
function write(path: string, text: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** A fresh app folder with the tarball and a package.json; installed from the store or the registry. */
function installApp(name: string, tarball: string, dependencies: object, devDependencies: object): string {
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
        dependencies: { '@bookshop/ui': 'file:./bookshop-ui.tgz', ...dependencies },
        devDependencies,
      },
      null,
      2,
    ),
  );
  // esbuild's install script only checks its binary; pnpm stops without a word on it.
  write(join(app, 'pnpm-workspace.yaml'), 'allowBuilds:\n  esbuild: true\n');
  pnpm(['--dir', app, 'install', '--prefer-offline', '--config.confirmModulesPurge=false']);
  return app;
}

/** Type-checks an app's `src` with every declaration checked, the kit's included, by a tsconfig given. */
function typeCheck(app: string, name: string, project: string) {
  try {
    node([join(app, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project], app);
  } catch (error) {
    fail(`the ${name} app does not type-check (${project}):\n${(error as { stdout?: Buffer }).stdout}`);
  }
}

/**
 * The app's TypeScript settings: strict, every declaration checked; `nodenext` in a second file and the
 * old `node` resolution (which reads `typesVersions`, not `exports`) in a third.
 */
function tsconfigs(app: string, include: string[]) {
  const base = {
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
      // styled-components' own declarations name Node's types.
      types: ['node'],
    },
    include,
  };
  write(join(app, 'tsconfig.json'), JSON.stringify(base, null, 2));
  write(
    join(app, 'tsconfig.nodenext.json'),
    JSON.stringify(
      { extends: './tsconfig.json', compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' } },
      null,
      2,
    ),
  );
  write(
    join(app, 'tsconfig.node.json'),
    // As such a project has it: styled-components' own declarations need `esModuleInterop` there.
    JSON.stringify(
      { extends: './tsconfig.json', compilerOptions: { moduleResolution: 'node', esModuleInterop: true } },
      null,
      2,
    ),
  );
}

/** Copies fixtures into an app's `src`. */
function copyFixtures(app: string, names: string[]) {
  for (const name of names) cpSync(join(fixtures, name), join(app, 'src', name), { recursive: true });
}

/** A Vite config: ENTRY builds one page of src/sizes (a figure); without it, the app. */
function writeViteConfig(app: string) {
  write(
    join(app, 'vite.config.js'),
    `import react from '@vitejs/plugin-react';
const entry = process.env.ENTRY;
export default {
  plugins: [react()],
  build: entry ? { manifest: true, rollupOptions: { input: entry + '.html' } } : {},
};
`,
  );
}

/** A page loading one script. */
function html(script: string) {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Consumer</title></head>' +
    `<body><div id="root"></div><script type="module" src="${script}"></script></body></html>\n`
  );
}

/**
 * The Vite + React app of fixtures/page.tsx, in TypeScript (strict), with its own styled-components
 * theme, without swiper; type-checked under `bundler` and `nodenext` and built. Returns its folder.
 */
function viteApp(tarball: string, name: string, reactVersions: Record<string, string>): string {
  const folder = name.replace(' ', '').toLowerCase();
  const app = installApp(
    folder,
    tarball,
    {
      react: reactVersions.react,
      'react-dom': reactVersions['react-dom'],
      'styled-components': version('styled-components'),
    },
    {
      vite: version('vite'),
      '@vitejs/plugin-react': version('@vitejs/plugin-react'),
      typescript: version('typescript'),
      '@types/react': reactVersions['@types/react'],
      '@types/react-dom': reactVersions['@types/react-dom'],
      '@types/node': version('@types/node'),
      // The figures' bundlers: esbuild as the workspace has it, webpack from the npm registry.
      esbuild: '^0.27.0',
      webpack: '^5.100.0',
    },
  );
  if (readdirSync(join(app, 'node_modules')).includes('swiper')) fail(`${name}: swiper was installed`);
  copyFixtures(app, ['page.tsx', 'parts.css', 'types.tsx', 'sizes']);
  // The app's own styled-components theme, typed the usual way: the kit must not fight it.
  write(
    join(app, 'src', 'styled.d.ts'),
    "import 'styled-components';\ndeclare module 'styled-components' {\n  export interface DefaultTheme {\n    brandShadow: string;\n  }\n}\n",
  );
  write(join(app, 'src', 'assets.d.ts'), "declare module '*.css';\n");
  tsconfigs(app, ['src/page.tsx', 'src/types.tsx', 'src/styled.d.ts', 'src/assets.d.ts']);
  for (const project of ['tsconfig.json', 'tsconfig.nodenext.json', 'tsconfig.node.json'])
    typeCheck(app, name, project);
  writeViteConfig(app);
  write(join(app, 'index.html'), html('/src/page.tsx'));
  execFileSync(process.execPath, [join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: app,
    stdio: 'inherit',
  });
  const assets = join(app, 'dist', 'assets');
  const css = readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('');
  if (!css.includes('Inter Variable')) fail(`${name}: the kit's font.css was dropped from the build`);
  if (!css.includes("[data-scope='book-card'][data-part='name']") && !css.includes('[data-scope=book-card]'))
    fail(`${name}: the app's own CSS was dropped from the build`);
  return app;
}

/** Serves a built app on CONSUMER_PORT and runs `check` on its page in Chromium. */
async function inChromium(dist: string, name: string, check: (page: Page, name: string) => Promise<void>) {
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
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const elsewhere: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:')) elsewhere.push(url);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
    });
    page.on('response', (response) => {
      // Every file the app asks for is there: the browser's favicon and the page's broken cover aside.
      if (response.status() >= 400 && !/\/(favicon\.ico|missing-cover\.jpg)$/.test(response.url()))
        errors.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(origin, { waitUntil: 'networkidle' });
    await check(page, name);
    if (elsewhere.length > 0) fail(`${name}: requests left the app: ${elsewhere.join(', ')}`);
    if (errors.length > 0) fail(`${name}: page errors: ${errors.join('; ')}`);
  } finally {
    await browser.close();
    server.close();
  }
}

/** Waits for what a shopper should see, failing with what it is. */
async function expectVisible(name: string, what: string, locator: ReturnType<Page['getByText']>) {
  await locator.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {
    fail(`${name}: the consumer app does not show ${what}`);
  });
}

/** Runs `test` until it holds (a scroll or a render may take a moment), failing with `what`. */
async function eventually(page: Page, name: string, what: string, test: () => Promise<boolean>) {
  for (let tries = 0; tries < 50; tries++) {
    if (await test()) return;
    await page.waitForTimeout(100);
  }
  fail(`${name}: ${what}`);
}

/** What fixtures/page.tsx must show and do. */
async function checkPage(page: Page, name: string) {
  const style = (selector: string, property: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element, css) => getComputedStyle(element).getPropertyValue(css), property);

  // The README's setup: the app's locale, currency, texts, routes, colour and font.
  await expectVisible(name, 'the Header logo', page.getByRole('link', { name: 'Otra Librería' }));
  await expectVisible(
    name,
    'the search box',
    // In the Header the box is the combobox of its suggestions (WAI-ARIA), not a plain search box.
    page.getByRole('combobox', { name: 'Buscar libros, autores, editoriales' }),
  );
  await expectVisible(name, 'the book name', page.getByRole('heading', { name: 'La plaça del Diamant' }));
  await expectVisible(name, 'the price', page.getByText('18,90 €'));
  const buy = page.getByRole('button', { name: 'Comprar: La plaça del Diamant' });
  await expectVisible(name, 'the overridden label', buy);
  await expectVisible(name, 'a Spanish label', page.getByRole('img', { name: 'Valoración: 4 de 5' }));
  if ((await style('#card [data-part="add-button"]', 'background-color')) !== brand.rgb)
    fail(`${name}: the BookCard's button is not the app's ${brand.rgb}`);
  if (!(await style('#card', 'font-family')).startsWith(brand.font))
    fail(`${name}: the card's font is not ${brand.font}`);
  if ((await page.getByText('Librería de prueba').evaluate((e) => getComputedStyle(e).color)) !== brand.rgb)
    fail(`${name}: the app's own component does not read the kit's variables`);
  if ((await page.getByText('Rebajas').evaluate((e) => getComputedStyle(e).color)) !== 'rgb(204, 0, 0)')
    fail(`${name}: the app's own token (themeVars) does not reach its CSS`);
  await buy.click();
  if ((await page.title()) !== 'added b1') fail(`${name}: the BookCard button did not call back`);
  const link = await page.getByRole('link', { name: 'La plaça del Diamant' }).getAttribute('href');
  if (link !== '/libros/b1/La%20pla%C3%A7a%20del%20Diamant') fail(`${name}: the book links to ${link}`);
  const fontLoaded = await page.evaluate(async () => {
    await document.fonts.load('16px "Inter Variable"');
    return [...document.fonts].some(
      (face) => face.family.includes('Inter Variable') && face.status === 'loaded',
    );
  });
  if (!fontLoaded) fail(`${name}: the kit font did not load`);

  // The extension contract: class, style, id and data-* on the root, refs to it, parts by name.
  const card = await page.locator('#card').evaluate((element) => ({
    tag: element.tagName,
    className: element.className,
    marginTop: (element as HTMLElement).style.marginTop,
    testId: element.getAttribute('data-testid'),
    outline: getComputedStyle(element).outlineColor,
    part: `${element.getAttribute('data-scope')}/${element.getAttribute('data-part')}`,
  }));
  if (card.tag !== 'ARTICLE' || !card.className.split(' ').includes('app-card') || card.marginTop !== '3px')
    fail(`${name}: BookCard's root did not take id, className and style: ${JSON.stringify(card)}`);
  if (card.testId !== 'book-card' || card.outline !== 'rgb(4, 5, 6)' || card.part !== 'book-card/root')
    fail(`${name}: BookCard's root did not take data-* or the app's class rule: ${JSON.stringify(card)}`);
  for (const [refName, testId] of [
    ['card', 'book-card'],
    ['header', 'header'],
    ['basket', 'basket'],
    ['checkout', 'checkout'],
    ['shelf', 'shelf'],
    ['rating', 'rating'],
  ])
    if (
      !(await page.evaluate(
        ([refName, testId]) =>
          (window as unknown as { kitRefs: Record<string, Element> }).kitRefs[refName ?? ''] ===
          document.querySelector(`[data-testid="${testId}"]`),
        [refName, testId],
      ))
    )
      fail(`${name}: the ref given to the ${refName} is not its root element (data-testid="${testId}")`);
  if ((await style('#card [data-part="name"]', 'color')) !== 'rgb(1, 2, 3)')
    fail(`${name}: the app's CSS for [data-scope='book-card'][data-part='name'] does not win`);

  // The Header's logo slot, named by the site title.
  if ((await page.getByRole('link', { name: 'Otra Librería' }).locator('svg').count()) !== 1)
    fail(`${name}: the Header's logo slot does not show the app's logo in the home link`);

  // A cover that is missing or fails shows the book's name on the theme's colours.
  await expectVisible(name, "a missing cover's fallback", page.locator('#no-cover [data-fallback]'));
  await expectVisible(name, "a broken cover's fallback", page.locator('#broken-cover [data-fallback]'));
  if ((await page.locator('#broken-cover [data-fallback]').textContent()) !== 'Portada rota')
    fail(`${name}: a broken cover's fallback does not show the book's name`);
  if ((await style('#no-cover [data-fallback]', 'background-color')) !== brand.rgb)
    fail(`${name}: a missing cover's fallback is not on the theme's primary colour`);

  // The checkout's ways to pay come from the app.
  const checkout = page.getByTestId('checkout');
  await checkout.getByLabel('Calle y número').fill('Carrer de Mallorca, 401');
  await checkout.getByLabel('Código postal').fill('08013');
  await checkout.getByLabel('Ciudad').fill('Barcelona');
  await checkout.getByLabel('Teléfono').fill('+34 931 234 567');
  await checkout.getByRole('radio', { name: 'Bizum' }).check();
  await checkout.getByRole('button', { name: 'Hacer el pedido' }).click();
  if ((await page.title()) !== 'order bizum Barcelona')
    fail(`${name}: the checkout sent "${await page.title()}"`);

  // Providers side by side and nested keep their own themes (none of them writes the whole page's).
  for (const [id, rgb] of [
    ['#card', brand.rgb],
    ['#green-card', 'rgb(0, 128, 0)'],
    ['#orange-card', 'rgb(255, 128, 0)'],
    ['#dark-card', 'rgb(232, 147, 156)'],
  ] as const)
    if ((await style(`${id} [data-part="add-button"]`, 'background-color')) !== rgb)
      fail(`${name}: the button in ${id} is not ${rgb}: providers' themes leak into one another`);

  // Right to left: the shelf starts at the right, Next (on the left) scrolls to the left.
  const shelf = page.getByTestId('shelf');
  const previous = shelf.getByRole('button', { name: 'Anterior' });
  const next = shelf.getByRole('button', { name: 'Siguiente' });
  if (!(await previous.isDisabled())) fail(`${name}: right to left, Previous is enabled at the start`);
  const [previousBox, nextBox] = [await previous.boundingBox(), await next.boundingBox()];
  if (!previousBox || !nextBox || nextBox.x >= previousBox.x)
    fail(`${name}: right to left, the Next arrow is not on the left`);
  await next.click();
  await eventually(page, name, 'right to left, Next did not scroll the shelf', async () =>
    shelf.locator('[data-part="track"]').evaluate((track) => track.scrollLeft < -10),
  );
  await eventually(page, name, 'right to left, Previous stays disabled after Next', async () =>
    previous.isEnabled(),
  );
  // Right to left, the rating fills from the right and the left arrow raises it.
  const halves = await page
    .getByTestId('rating')
    .locator('[data-part="half"]')
    .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().x));
  if (halves.length !== 10 || halves.some((x, index) => index > 0 && x >= (halves[index - 1] ?? 0)))
    fail(`${name}: right to left, the half stars do not run from the right: ${halves.join(', ')}`);
  await page.getByRole('radio', { name: '2 estrellas' }).focus();
  await page.keyboard.press('ArrowLeft');
  if ((await page.locator('#rating-value').textContent()) !== '2.5')
    fail(`${name}: right to left, the left arrow did not raise the rating`);
}

/** The server-render script, as ES module and as CommonJS (`require`), run by plain Node. */
function serverRender(app: string, name: string) {
  const render = (load: string) => `${load}
const { createElement: h } = React;
const routes = { home: () => '/', book: (id, name) => '/libros/' + id + '/' + encodeURIComponent(name), search: (t) => '/buscar/' + t, basket: () => '/cesta' };
const page = (children) => {
  const sheet = new ServerStyleSheet();
  const html = renderToString(sheet.collectStyles(children));
  const styles = sheet.getStyleTags();
  sheet.seal();
  return { html, styles };
};
const parts = [
  h(ui.Header, { key: 'h', siteTitle: 'Otra Librería', searchText: '', onSearchTextChange() {} }),
  h(ui.BookCard, { key: 'c', book: { id: 'b1', name: 'Nada', image: '/nada.jpg', price: 18.9 }, onAddToBasket() {} }),
  h(ui.BasketWidget, { key: 'w', count: 1, total: 18.9, items: [{ id: 'b1', name: 'Nada', count: 1, price: 18.9 }] }),
];
const withProvider = page(h(ui.BookshopProvider, { routes, locale: 'es-ES' }, parts));
const withoutProvider = page(parts);
const sideBySide = page([
  h(ui.BookshopProvider, { key: 'a', theme: ui.createTheme({ color: { primary: '#0000ff' } }) }, 'a'),
  h(ui.BookshopProvider, { key: 'b', theme: ui.createTheme({ color: { primary: '#00ff00' } }) }, 'b'),
]);
process.stdout.write(JSON.stringify({ withProvider, withoutProvider, sideBySide }));
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
  type Rendered = { html: string; styles: string };
  for (const script of ['ssr.mjs', 'ssr.cjs']) {
    const { withProvider, withoutProvider, sideBySide } = JSON.parse(run(script)) as Record<string, Rendered>;
    if (!withProvider || !withoutProvider || !sideBySide) return fail(`${name}: ${script} rendered nothing`);
    const { html, styles } = withProvider;
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
    // Without a provider the same components render, linking to the kit's default routes.
    if (
      !withoutProvider.html.includes('href="/books/b1/Nada"') ||
      !withoutProvider.html.includes('href="/basket"')
    )
      fail(`${name}: ${script} without a provider did not render with the default routes`);
    // Two providers' themes both reach a server render's styles.
    for (const primary of ['#0000ff', '#00ff00'])
      if (!sideBySide.styles.includes(`--bookshop-color-primary:${primary}`))
        fail(`${name}: ${script}: a server render of two providers lost the theme with ${primary}`);
  }
}

/** Bytes (gzip, KB) of the given files. */
function gzipKb(files: string[]): number {
  return files.reduce((total, file) => total + gzipSync(readFileSync(file), { level: 9 }).length, 0) / 1024;
}

/** Every `.js` file below a folder. */
function scripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(dir, file));
}

/**
 * Builds a page of src/sizes with Vite (a manifest), esbuild (a metafile) and webpack; returns the
 * scripts each loads at start and those it loads later (lazily), per bundler.
 */
function buildSizes(app: string, entry: string, bundlers: ('vite' | 'esbuild' | 'webpack')[]) {
  const built: Record<string, { start: string[]; later: string[] }> = {};
  const bin = (name: string) => join(app, 'node_modules', name);
  if (bundlers.includes('vite')) {
    write(join(app, `${entry}.html`), html(`/src/sizes/${entry}.mjs`));
    const outDir = join(app, `vite-${entry}`);
    execFileSync(
      process.execPath,
      [join(bin('vite'), 'bin', 'vite.js'), 'build', '--outDir', outDir, '--logLevel', 'warn'],
      { cwd: app, stdio: 'inherit', env: { ...process.env, ENTRY: entry } },
    );
    // The entry's own script and those it imports statically are loaded at start; the rest later.
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; imports?: string[]; isEntry?: boolean }
    >;
    const start = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || start.has(chunk.file)) return;
      start.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
    const all = scripts(outDir);
    built.vite = {
      start: all.filter((file) => start.has(file.slice(outDir.length + 1))),
      later: all.filter((file) => !start.has(file.slice(outDir.length + 1))),
    };
  }
  if (bundlers.includes('esbuild')) {
    const outDir = join(app, `esbuild-${entry}`);
    const metafile = join(app, `esbuild-${entry}.json`);
    execFileSync(
      join(app, 'node_modules', '.bin', 'esbuild'),
      [
        `src/sizes/${entry}.mjs`,
        '--bundle',
        '--minify',
        '--format=esm',
        '--splitting',
        `--outdir=${outDir}`,
        '--define:process.env.NODE_ENV="production"',
        '--log-level=warning',
        `--metafile=${metafile}`,
      ],
      { cwd: app, stdio: 'inherit' },
    );
    const meta = JSON.parse(readFileSync(metafile, 'utf8')) as {
      outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
    };
    const start = new Set<string>();
    const visit = (file: string) => {
      if (start.has(file)) return;
      start.add(file);
      for (const imported of meta.outputs[file]?.imports ?? [])
        if (imported.kind === 'import-statement') visit(imported.path);
    };
    for (const [file, output] of Object.entries(meta.outputs))
      if (output.entryPoint === `src/sizes/${entry}.mjs`) visit(file);
    const all = Object.keys(meta.outputs).filter((file) => file.endsWith('.js'));
    built.esbuild = {
      start: [...start].map((file) => join(app, file)),
      later: all.filter((file) => !start.has(file)).map((file) => join(app, file)),
    };
  }
  if (bundlers.includes('webpack')) {
    const outDir = join(app, `webpack-${entry}`);
    write(
      join(app, `webpack-${entry}.mjs`),
      `import webpack from 'webpack';
webpack({
  mode: 'production',
  entry: './src/sizes/${entry}.mjs',
  output: { path: ${JSON.stringify(outDir)}, filename: 'main.js' },
  performance: { hints: false },
}, (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exit(1);
  }
});
`,
    );
    execFileSync(process.execPath, [`webpack-${entry}.mjs`], { cwd: app, stdio: 'inherit' });
    built.webpack = { start: scripts(outDir), later: [] };
  }
  return built;
}

/**
 * BookCard alone, without swiper installed, built with Vite, esbuild and webpack: each builds, and
 * what it adds to a page of React and styled-components at start is at most 3 KB gzip with Vite and
 * esbuild. Returns the figures.
 */
function bookCardCost(app: string) {
  const base = buildSizes(app, 'base', ['vite', 'esbuild', 'webpack']);
  const card = buildSizes(app, 'card', ['vite', 'esbuild', 'webpack']);
  const added = (bundler: string) => {
    const [withCard, without] = [card[bundler], base[bundler]];
    if (!withCard || !without) return fail(`no ${bundler} build`);
    if (withCard.later.length > 0) fail(`BookCard with ${bundler} wrote chunks it never loads`);
    return gzipKb(withCard.start) - gzipKb(without.start);
  };
  const figures = { vite: added('vite'), esbuild: added('esbuild'), webpack: added('webpack') };
  for (const bundler of ['vite', 'esbuild'] as const)
    if (figures[bundler] > limits.bookCard)
      fail(
        `importing only BookCard adds ${figures[bundler].toFixed(2)} KB gzip with ${bundler}, more than ${limits.bookCard} KB`,
      );
  console.log(
    `consumer check (no swiper): BookCard alone builds with Vite, esbuild and webpack; it adds ` +
      `${figures.vite.toFixed(2)}, ${figures.esbuild.toFixed(2)} and ${figures.webpack.toFixed(2)} KB gzip`,
  );
  return figures;
}

/**
 * The whole kit with swiper installed: its three entries type-check (`bundler` and `nodenext`) and
 * build; every export at start costs at most 45 KB gzip over React and styled-components; and the
 * slider turns in Chromium, fetching swiper with its CSS when pointed at. Returns the figures.
 */
async function wholeKit(tarball: string) {
  const app = installApp(
    'whole',
    tarball,
    {
      react: version('react'),
      'react-dom': version('react-dom'),
      'styled-components': version('styled-components'),
      swiper: '^14.4.0',
    },
    {
      vite: version('vite'),
      '@vitejs/plugin-react': version('@vitejs/plugin-react'),
      typescript: version('typescript'),
      '@types/react': version('@types/react'),
      '@types/react-dom': version('@types/react-dom'),
      '@types/node': version('@types/node'),
    },
  );
  copyFixtures(app, ['slider.tsx', 'sizes']);
  tsconfigs(app, ['src/slider.tsx']);
  for (const project of ['tsconfig.json', 'tsconfig.nodenext.json', 'tsconfig.node.json'])
    typeCheck(app, 'whole kit', project);
  writeViteConfig(app);
  write(join(app, 'index.html'), html('/src/slider.tsx'));
  execFileSync(process.execPath, [join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: app,
    stdio: 'inherit',
  });
  const assets = join(app, 'dist', 'assets');
  const css = readdirSync(assets)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('');
  // `sideEffects` must keep swiper's CSS, which the kit's slider imports along with swiper.
  if (!css.includes('.swiper')) fail("whole kit: swiper's CSS was dropped from the build");
  await inChromium(join(app, 'dist'), 'whole kit', checkSlider);

  const [base, kit] = [buildSizes(app, 'base', ['vite']).vite, buildSizes(app, 'kit', ['vite']).vite];
  if (!base || !kit) return fail('no whole-kit build');
  const figures = { start: gzipKb(kit.start) - gzipKb(base.start), later: gzipKb(kit.later) };
  if (figures.start > limits.wholeKit)
    fail(`the whole kit adds ${figures.start.toFixed(1)} KB gzip at start, more than ${limits.wholeKit} KB`);
  console.log(
    'consumer check (whole kit, with swiper): strict types, Vite build and the slider in Chromium pass',
  );
  return figures;
}

/** The slider shows its first banner, and fetches swiper (with its CSS) when pointed at. */
async function checkSlider(page: Page, name: string) {
  await expectVisible(name, 'the first banner', page.getByRole('img', { name: 'First banner' }));
  await page.getByRole('region', { name: 'Destacados' }).hover();
  await page
    .locator('.swiper-cube .swiper-wrapper')
    .waitFor({ timeout: 10_000 })
    .catch(() => fail(`${name}: the slider did not load its swiper cube`));
  const wrapperDisplay = await page
    .locator('.swiper-cube .swiper-wrapper')
    .evaluate((element) => getComputedStyle(element).display);
  if (wrapperDisplay !== 'flex') fail(`${name}: swiper's CSS did not come with the slider`);
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
  const page = readFileSync(join(app, '.next', 'server', 'app', 'index.html'), 'utf8');
  if (!page.includes('Añadir a la cesta: Nada')) fail('Next.js: the prerendered page has no BookCard');
  const styles = [...page.matchAll(/<style[^>]*data-styled[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join('');
  if (!styles.includes(`--bookshop-color-primary:${brand.primary}`))
    fail("Next.js: the prerendered page does not carry the kit's theme in a styled-components style tag");
  const cardClass = page
    .match(/<article [^>]*class="([^"]+)"/)?.[1]
    ?.split(' ')
    .at(-1);
  if (!cardClass || !styles.includes(`.${cardClass}{`))
    fail("Next.js: the prerendered page does not carry the BookCard's styles (it would flash unstyled)");
  const nextVersion = JSON.parse(
    readFileSync(join(app, 'node_modules', 'next', 'package.json'), 'utf8'),
  ).version;
  console.log(`consumer check (Next.js ${nextVersion}): App Router build passes, prerendered HTML is styled`);
}

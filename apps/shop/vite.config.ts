import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { styledComponentIds } from '../../packages/ui/build/styledComponentIds';
import { styledCssWhitespace } from '../../packages/ui/build/styledCssWhitespace';

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Writes a `.br` and a `.gz` twin of every built script, style sheet and SVG at maximum compression,
 * once at build time, so that the server sends them without compressing on every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bookshop-precompress',
    // The browser's files only: the server's page renderer (`dist/.server`) is read from disk.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle() {
      const assets = join(outDir, 'assets');
      for (const file of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(file)) continue;
        const path = join(assets, file);
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The browser build's source maps (made `hidden`: no file names them) are moved out of the served
 * folder into `sourcemaps/`, for reading a stack trace from production; served, they would hand out
 * the shop's whole source.
 */
function sourceMapsOutsideDist(): Plugin {
  const mapsDir = resolve(import.meta.dirname, 'sourcemaps');
  let outDir = 'dist';
  return {
    name: 'bookshop-source-maps-outside-dist',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    buildStart() {
      rmSync(mapsDir, { recursive: true, force: true });
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle).filter((name) => name.endsWith('.map'))) {
        const target = join(mapsDir, file);
        mkdirSync(resolve(target, '..'), { recursive: true });
        renameSync(join(outDir, file), target);
      }
    },
  };
}

/**
 * React Router publishes its development build under every export condition (its production build,
 * the same file with `ENABLE_DEV_WARNINGS` off, is not exported), and its components are made by
 * `forwardRef` calls with a `displayName` set after them, which a bundler cannot drop: every page
 * loaded `Form`, `NavLink` and the development warnings though the shop uses none of them. This turns
 * the warnings off as the production build does, marks those calls pure and leaves out the names, so
 * that what the shop does not use is left out. Lines are kept where they were, so the source map (one
 * mapping a line) stays true.
 *
 * Where it stands (React Router 7.18): the exports are remix-run/react-router#14102, open; the pull
 * requests that would export the production build were closed unmerged. No supported option does the
 * same: Rolldown's `treeshake.manualPureFunctions` cannot name a call made through a namespace import
 * (`React10.forwardRef`). Without this, the first load of `/main` and of a book page grows by 4.7 KB
 * gzip (bench:web's byte count), taking the book page past its 150 KB budget; with the supported parts
 * alone (the production build by a `resolve.alias` into the package's files, and
 * `treeshake.propertyWriteSideEffects: false` for every module) it still grows by 3.3 KB. The build
 * stops when React Router's files change under it, rather than growing quietly; once React Router
 * exports its production build, this finds nothing to read and says it can go.
 */
function reactRouterForProduction(): Plugin {
  let read = 0;
  let warningsOff = false;
  return {
    name: 'bookshop-react-router-for-production',
    apply: 'build',
    buildStart() {
      read = 0;
      warningsOff = false;
    },
    transform: {
      filter: { id: /\/react-router\/dist\/development\/[^/]+\.mjs$/ },
      handler(code) {
        read += 1;
        const changed = code
          .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, () => {
            warningsOff = true;
            return 'var ENABLE_DEV_WARNINGS = false;';
          })
          .replace(/= (React\d*\.forwardRef\()/g, '= /* @__PURE__ */ $1')
          .replace(/^[\w$]+\.displayName = "[^"\n]*";$/gm, '');
        if (changed === code) return null;
        const lines = changed.split('\n').length;
        const mappings = ['AAAA', ...Array.from({ length: lines - 1 }, () => 'AACA')].join(';');
        return {
          code: changed,
          map: { version: 3, sources: [''], sourcesContent: [code], names: [], mappings },
        };
      },
    },
    buildEnd(error) {
      if (error) return;
      if (read === 0) {
        this.warn("React Router's development build is no longer bundled: reactRouterForProduction can go");
      } else if (!warningsOff) {
        this.error("React Router's development build changed: reactRouterForProduction no longer applies");
      }
    },
  };
}

/**
 * Small modules the server-rendered pages share (a book, the main page, a category, a search): one
 * chunk for them rather than one each, each with its own request and import list. With the hearts of
 * "for later" (issue 37) a book page loaded 22 files; in one chunk they are 2.6 KB gzip less.
 */
const pagePartModules = [
  'Breadcrumbs/Breadcrumbs',
  'layout/WhenNear',
  'catalogue/WhenNear',
  'StockBadge/StockBadge',
  'Rating/Stars',
  'usePageTitle',
  'format/date',
  'react-query/build/modern/useSuspenseQuery',
  'wishlist/ForLater',
  'wishlist/useForLater',
  'wishlist/forLaterWords',
  'ForLaterButton/ForLaterButton',
  'ForLaterButton/labels',
  'GuestNotice/GuestNotice',
  'GuestNotice/labels',
  'BookCover/BookCover',
  'i18n/area',
  'contract/src/apiPaths',
];
const pageParts = new RegExp(
  `[\\\\/](${pagePartModules.map((path) => path.replaceAll('/', '[\\\\/]')).join('|')})\\.[jt]sx?$`,
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    reactRouterForProduction(),
    styledComponentIds(resolve(import.meta.dirname, '../..')),
    styledCssWhitespace(),
    precompress(),
    sourceMapsOutsideDist(),
  ],
  // Workspace packages are read from source (their `@bookshop/source` export).
  resolve: { conditions: ['@bookshop/source', ...defaultClientConditions] },
  // The server's page renderer (`pnpm build`: `dist/.server/renderPage.js`) carries everything it
  // imports, so the API server loads it without the shop's dependencies.
  ssr: { noExternal: true, resolve: { conditions: ['@bookshop/source', ...defaultServerConditions] } },
  server: {
    port: 5173,
    proxy: { '/api': api, '/images': api },
  },
  // The manifest tells the server which files each route needs, so that pages preload them. The page
  // renderer's build takes neither the manifest nor a copy of the public files.
  build: {
    target: 'es2022',
    sourcemap: isSsrBuild ? false : 'hidden',
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // A page's module is fetched with the modules it imports, all at once (the entry lists every file of
    // every page for that: ~1 KB gzip of hashed names on every first load). The back office's pages
    // (staff only, never server-rendered) leave their imports to be found when their module loads.
    // No polyfill for `<link rel="modulepreload">` (-0.25 KB gzip): Chrome, Edge, Firefox 115+ and
    // Safari 17+ have it; an older Safari loads the modules as it finds them, as without the links.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file: string, deps: string[]) => (/^assets\/admin[A-Z-]/.test(file) ? [] : deps),
    },
    // Everything the entry imports statically is loaded by every page: one chunk, the entry, rather than
    // the several the bundler would otherwise cut it into (styled-components, the words, the data
    // layer's client...), each repeating import and export lists (-0.4 KB gzip and fewer requests).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'shop', tags: ['$initial' as const] },
                { name: 'pageParts', test: pageParts },
              ],
            },
          },
        },
  },
}));

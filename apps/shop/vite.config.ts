import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { styledComponentIds } from '../../packages/ui/build/styledComponentIds';

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    styledComponentIds(resolve(import.meta.dirname, '../..')),
    precompress(),
    sourceMapsOutsideDist(),
  ],
  // Workspace packages are read from source (their `@bookshop/source` export).
  resolve: { conditions: ['@bookshop/source'] },
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
  },
}));

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { packTag } from './packages/ui/src/locales/packFiles';
import { chromiumLaunchOptions } from './tests/chromium';

const root = path.dirname(fileURLToPath(import.meta.url));
/** The kit's locale packs (`en`, `es`, `ca` ...): Storybook's languages, each tested in its own project. */
const storyLanguages = readdirSync(path.join(root, 'packages/ui/src/locales'))
  .map(packTag)
  .filter((tag) => tag !== undefined);

export default defineConfig({
  resolve: { conditions: ['@bookshop/source'] },
  // Tests in Node (unit, api) read the kit's source too: a fresh clone has no built kit yet.
  ssr: { resolve: { conditions: ['@bookshop/source', ...defaultServerConditions] } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/shop/src/**/*.test.{ts,tsx}',
            'tests/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          // The data layer's calls against the real API in this process (tests/data/support/shopApi.ts).
          name: 'data',
          include: ['tests/data/**/*.test.{ts,tsx}'],
          environment: './tests/data/support/environment.ts',
          setupFiles: ['tests/data/support/cleanup.ts', 'tests/data/support/query-notifications.ts'],
          // Each file builds the API over a database of its own, as the api project's files do.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          // The fault tests start real server processes: a project of their own.
          exclude: ['apps/api/test/faults/**'],
          environment: 'node',
          // PGlite is WASM: give each file time to create and migrate its own database. Some tests build
          // an app of their own (a proxy or public origin setting): on a busy 2-core machine that alone
          // took 20 s, so a time-out must mean a hung test, not a slow machine.
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Two files at a time even on 2 cores (Vitest's default is one fewer than the cores): a file
          // waits on its database and sockets as much as it computes (713 s one at a time, 508 s two).
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'faults',
          include: ['apps/api/test/faults/**/*.test.ts'],
          environment: 'node',
          // Each file starts the real server on one port: one file at a time.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      // Every story's play, once per language of the toolbar (one per locale pack of the kit: a new
      // pack is tested in its own project), as if the reader had picked it: `storybook-en`,
      // `storybook-es`, `storybook-ca`.
      ...storyLanguages.map((language) => ({
        extends: true as const,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook'), initialGlobals: { language } })],
        // Pre-bundle swiper up front: discovered mid-run on a cold cache, it makes Vite reload the page
        // and the first stories fail.
        optimizeDeps: { include: ['swiper/react', 'swiper/modules'] },
        test: {
          name: `storybook-${language}`,
          // A story's first play waits for Vite to serve the kit; on a busy 2-core machine that alone
          // can pass the default 15 s. A time-out must mean a broken story, not a slow machine.
          testTimeout: 60_000,
          // The story files share one page: each file in a page of its own loaded the kit and Storybook's
          // preview again (storybook-en: 387 s isolated, 86 s shared, on a busy 2-core machine). Every
          // story renders into a root Storybook's portable stories unmount after it, with the kit's
          // providers of its own (.storybook/preview.tsx).
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' as const }],
          },
        },
      })),
      {
        extends: true,
        optimizeDeps: { include: ['swiper/react', 'swiper/modules'] },
        test: {
          // Screenshot baselines of the kit's key stories (packages/ui/src/visual).
          name: 'visual',
          include: ['packages/ui/src/**/*.visual.tsx'],
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Anti-aliasing may move a handful of pixels; a real change moves far more.
                comparatorOptions: { allowedMismatchedPixelRatio: 0.001 },
                // Two equal screenshots in a row make a stable one; a loaded machine needs longer than 5 s.
                timeout: 30_000,
              },
            },
          },
        },
      },
    ],
  },
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database for every run: journeys start from the demo catalogue only.
const dataDir = mkdtempSync(join(tmpdir(), 'bookshop-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    // The real production server: built shop, API and embedded database.
    command: 'node apps/api/dist/server.js',
    url: `http://localhost:${port}/api/books?limit=1`,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: 'admin@bookshop.test',
      ADMIN_PASSWORD: 'admin-secret-42',
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});

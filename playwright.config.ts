import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium';
import { SOCIAL_PROVIDER_PORT } from './tests/e2e/support/socialProvider';
import { REDSYS_DOUBLE_PORT, redsysTestMerchant } from './tests/redsys/double';

const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database for every run: journeys start from the demo catalogue only.
// Made once, in the runner; its workers read the same folder from the environment (the journeys of
// tests/e2e/accounts.spec.ts open the mails the server writes into its outbox there).
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bookshop-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_OUTBOX_DIR ??= join(dataDir, 'outbox');
// E2E_BASE_URL: the journeys run against a shop someone else started (tests/topology/run.sh: nginx with
// TLS in front of two API processes; its certificate is made for the run, so no authority signed it).
const externalShop = process.env.E2E_BASE_URL;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A journey takes a few seconds on a quiet machine; a busy 2-core CI machine can take ten times
  // longer, and a time-out must mean a broken journey, not a slow machine.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // 'list' prints each failure in full again after the last journey: a CI log read from its end
  // shows why a journey failed, not only its name ('line' prints it once, where it happened).
  reporter: 'list',
  use: {
    baseURL: externalShop ?? `http://localhost:${port}`,
    ignoreHTTPSErrors: externalShop !== undefined,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
  },
  webServer: externalShop
    ? undefined
    : {
        // The real production server: built shop, API and embedded database.
        command: 'node apps/api/dist/server.js',
        url: `http://localhost:${port}/api/books?limit=1`,
        env: {
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          ADMIN_EMAIL: 'admin@bookshop.test',
          ADMIN_PASSWORD: 'admin-secret-42',
          // The journeys sign up more shoppers from this one address than a shop allows in an hour (20);
          // the limit itself is tested in apps/api/test/attempt-limits.test.ts.
          SIGN_UPS_PER_HOUR: '1000',
          // "Facebook" is the OpenID provider tests/e2e/social.spec.ts starts on this port; no other
          // journey goes to it (they only see its button on the sign-in page).
          FACEBOOK_CLIENT_ID: 'bookshop-e2e',
          FACEBOOK_CLIENT_SECRET: 'bookshop-e2e-secret',
          FACEBOOK_ISSUER: `http://localhost:${SOCIAL_PROVIDER_PORT}`,
          // "Redsys" is the test double tests/e2e/payments.spec.ts starts on this port, with Redsys'
          // published test merchant and key; other journeys only see card and Bizum offered.
          REDSYS_URL: `http://localhost:${REDSYS_DOUBLE_PORT}`,
          REDSYS_MERCHANT_CODE: redsysTestMerchant.merchantCode,
          REDSYS_TERMINAL: redsysTestMerchant.terminal,
          REDSYS_SECRET_KEY: redsysTestMerchant.secretKey,
          SHOP_TAX_ID: 'B12345674',
          // A Barcelona shop, as production runs it (issue 35): Spanish first, Catalan, English. The shop
          // without the setting (Español and English, the SPEC's) is apps/api/test/render-languages.test.ts.
          SHOP_LANGUAGES: 'esp,cat,eng',
        },
        reuseExistingServer: false,
        // Migrating and seeding a fresh embedded database takes over a minute on a busy machine.
        timeout: 180_000,
      },
});

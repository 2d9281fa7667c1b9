import { fileURLToPath } from 'node:url';

// This module sits one folder below the package root both as source (src/paths.ts) and once bundled
// (dist/server.js), so these relative URLs hold in tests, in dev and in production.
export const packageJson = fileURLToPath(new URL('../package.json', import.meta.url));
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url));
export const defaultShopDist = fileURLToPath(new URL('../../shop/dist', import.meta.url));
/** The embedded database lives at the repository root by default, wherever the server is started. */
export const defaultDataDir = fileURLToPath(new URL('../../../.data', import.meta.url));

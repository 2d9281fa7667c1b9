import { resolve } from 'node:path';
import { defaultDataDir, defaultShopDist } from './paths';

/** Settings from the environment (README lists them). */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  // Package scripts run inside apps/api; a relative path means relative to where the command was typed.
  const cwd = env.INIT_CWD ?? process.cwd();
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ? resolve(cwd, env.DATA_DIR) : defaultDataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    shopDist: env.SHOP_DIST ? resolve(cwd, env.SHOP_DIST) : defaultShopDist,
  };
}
export type Config = ReturnType<typeof readConfig>;

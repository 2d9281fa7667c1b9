import { resolve } from 'node:path';
import { defaultShopDist } from './paths';

/** Settings from the environment (README lists them). */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    shopDist: resolve(env.SHOP_DIST ?? defaultShopDist),
  };
}
export type Config = ReturnType<typeof readConfig>;

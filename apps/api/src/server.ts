import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoCatalogue } from './db/seed';

const config = readConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
await database.migrate();
if (await seedDemoCatalogue(database.db)) console.log('Loaded the demo catalogue into the empty database.');

const app = await buildApp({ db: database.db, shopDist: config.shopDist, logger: true });

async function stop(signal: string) {
  app.log.info(`${signal}: finishing requests and closing the database`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));

await app.listen({ port: config.port, host: config.host });
console.log(
  `Bookshop on http://localhost:${config.port} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
);

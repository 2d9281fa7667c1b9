import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { buildApp } from './app';
import { createPasswordHasher } from './auth/passwords';
import { bookIndexDir } from './book-lists/index-snapshot';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { keepDataDirPrivate } from './db/private-files';
import { seedDemoCatalogue } from './db/seed';
import { upsertAdmin } from './db/users';
import { Metrics } from './ops/metrics';
import { ARTWORK_FILE_NAME } from './routes/images';
import { folderStore } from './uploads';

const config = readConfig();
// Before anything is written there: the embedded database, the outbox and the lock file.
keepDataDirPrivate(config.dataDir);
const metrics = new Metrics({ processMetrics: true });
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  metrics.observeQuery,
);

/** One process at a time, when several start together on one PostgreSQL. */
async function prepareDatabase() {
  await database.migrate();
  if (await seedDemoCatalogue(database.db, { reviews: true })) {
    console.log('Loaded the demo catalogue into the empty database.');
  }
  if (config.adminEmail && config.adminPassword) {
    const hashed = await createPasswordHasher().hash(config.adminPassword);
    await upsertAdmin(database.db, config.adminEmail, hashed);
    console.log(`Admin account ${config.adminEmail} is ready.`);
  }
}

let sessionSecret = config.sessionSecret;
if (!sessionSecret) {
  sessionSecret = randomBytes(32).toString('hex');
  console.log('SESSION_SECRET is not set: using a random one, so sessions end when the server restarts.');
}
console.log(config.smtpUrl ? 'Mail is sent through SMTP_URL.' : `Mail is written to ${config.outboxDir}.`);
console.log(
  config.redsys
    ? `Card and Bizum are paid through Redsys at ${config.redsys.url}.`
    : 'REDSYS_* are not set: only card on delivery is offered.',
);
if (!config.shopTaxId) console.log('SHOP_TAX_ID is not set: invoices carry no NIF for the shop.');

// The app is built while the embedded database opens and migrates: a faster start. Nothing is
// answered before both are done, since the server only listens afterwards.
const [app] = await Promise.all([
  buildApp({
    db: database.db,
    shopDist: config.shopDist,
    logger: true,
    sessionSecret,
    outboxDir: config.outboxDir,
    uploads: folderStore(config.uploadsDir),
    imports: { dir: config.importsDir, soleProcess: !config.databaseUrl },
    artwork: folderStore(join(config.dataDir, 'artwork'), ARTWORK_FILE_NAME),
    bookIndexDir: bookIndexDir(config.dataDir),
    smtpUrl: config.smtpUrl,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    metrics,
    metricsToken: config.metricsToken,
    signUpsPerHour: config.signUpsPerHour,
    socialProviders: config.socialProviders,
    redsys: config.redsys,
    shopTaxId: config.shopTaxId,
    shopLanguages: config.shopLanguages,
    paymentHoldSeconds: config.paymentHoldMinutes && config.paymentHoldMinutes * 60,
    listenCatalogueChanges: database.listenCatalogueChanges,
  }),
  database.exclusively(prepareDatabase),
]);

/**
 * SIGTERM or SIGINT: stop listening, let the requests already running finish (new ones get a 503),
 * then close the database so that the next start opens it cleanly, without a lock takeover.
 */
let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: finishing requests and closing the database`);
  // A request that never finishes must not keep the server from stopping.
  setTimeout(() => {
    app.log.error('Requests still running after 30 s: stopping anyway');
    process.exit(1);
  }, 30_000).unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error(error, 'The server did not stop cleanly');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

await app.listen({ port: config.port, host: config.host });
console.log(
  `Bookshop on http://localhost:${config.port} (${database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
);

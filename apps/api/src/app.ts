import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import { type Language, parseShopLanguages } from '@bookshop/contract';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type onResponseHookHandler } from 'fastify';
import pino from 'pino';
import { createPasswordHasher } from './auth/passwords';
import { BookLists } from './book-lists/book-lists';
import { IndexSnapshots } from './book-lists/index-snapshot';
import type { CatalogueListener, Database } from './db/client';
import { type Clock, createAuth } from './http/auth';
import { acceptJsonBodiesOnly, bodyLimits } from './http/body';
import { answerClientError, createShopServer, type ServerTimeouts, serverTimeouts } from './http/connections';
import { answerFrameworkError, registerErrorHandler } from './http/errors';
import { ClientAddresses, FairShare } from './http/fair-share';
import { allowFormsTo, registerSecurityHeaders } from './http/headers';
import { httpsCheck, registerStrictTransport } from './http/hsts';
import { ShopLanguages } from './http/languages';
import {
  type ByteDestination,
  LinesPerTurn,
  type LogDestination,
  REQUEST_ID_HEADER,
  RequestIds,
  RequestLog,
  redactedLogPaths,
} from './http/logging';
import { refuseCrossOriginWrites } from './http/origin';
import { usePrivateAnswers } from './http/private-answers';
import { answerFromCache, ReadCache, useReadCache } from './http/read-cache';
import { useZodValidation } from './http/schemas';
import { useSender } from './http/sender';
import { refuseRequestsWhileStopping } from './http/stopping';
import { ImportFiles } from './imports/files';
import { ImportRunner } from './imports/runner';
import { createMailDispatcher, type MailSender } from './mail/dispatcher';
import { createOutbox } from './mail/outbox';
import { registerApiReference } from './ops/api-reference';
import { registerHealth } from './ops/health';
import { Metrics, NO_ROUTE, registerMetrics } from './ops/metrics';
import { registerOpenApi } from './ops/openapi';
import { packageJson } from './paths';
import { type PaymentProviders, paymentProviders } from './payments';
import type { RedsysSettings } from './payments/redsys';
import { refundOrder } from './payments/refunds';
import { startPaymentSweeper } from './payments/sweeper';
import { accountDataRoutes } from './routes/account-data';
import { adminRoutes } from './routes/admin';
import { authorsRoutes } from './routes/authors';
import { backOfficeRoutes } from './routes/back-office';
import { basketRoutes } from './routes/basket';
import { booksRoutes } from './routes/books';
import { commentsRoutes } from './routes/comments';
import { deliveryRoutes } from './routes/delivery';
import { guestOrderRoutes } from './routes/guest-orders';
import { ARTWORK_FILE_NAME, imageRoutes } from './routes/images';
import { importRoutes } from './routes/imports';
import { ordersRoutes } from './routes/orders';
import { paymentsRoutes } from './routes/payments';
import { publishersRoutes } from './routes/publishers';
import { searchRoutes } from './routes/search';
import { registerShop } from './routes/shop';
import { sliderRoutes } from './routes/slider';
import { type SocialSettings, socialRoutes } from './routes/social';
import { stockAlertRoutes } from './routes/stock-alerts';
import { usersRoutes } from './routes/users';
import { wishlistRoutes } from './routes/wishlist';
import { queueBackInStockMails } from './stock-alerts/mailer';
import { folderStore, type UploadStore, uploadRoutes } from './uploads';

export interface AppOptions {
  db: Database;
  /** Folder of the built shop; when absent, only the API and images are served (tests). */
  shopDist?: string;
  logger?: boolean;
  /** Where log lines go when `logger` is on: stdout, written asynchronously, when absent. */
  logDestination?: LogDestination;
  /** The process's metrics (server.ts also times database queries with them); new ones when absent. */
  metrics?: Metrics;
  /** The bearer token `/metrics` asks for; without it only requests from this machine may read it. */
  metricsToken?: string;
  /** Signs the session cookie; a random one (sessions end at restart) when absent. */
  sessionSecret?: string;
  /** Where mail is written as files (DATA_DIR/outbox in production, a temporary folder in tests). */
  outboxDir?: string;
  /** Where uploaded images are kept (src/uploads): DATA_DIR/uploads in production, a temporary folder when absent. */
  uploads?: UploadStore;
  /** Where the demo artwork's rasters are kept once made (routes/images.ts): DATA_DIR/artwork in production. */
  artwork?: UploadStore;
  /** Social sign-in providers (FACEBOOK_*, LINKEDIN_*); none when absent. */
  socialProviders?: SocialSettings;
  /** Send mail through this SMTP server (smtp://user:pass@host:port) instead of writing files. */
  smtpUrl?: string;
  /** Lower argon2id costs for tests; production uses the library's defaults. */
  passwordHashing?: { memoryCost?: number; timeCost?: number };
  /** Fastify's trustProxy: behind a proxy, the client's IP and protocol come from X-Forwarded-*. */
  trustProxy?: boolean | string;
  /** How each payment method is handled; the shop's own providers (card on delivery, Redsys) when absent. */
  payments?: PaymentProviders;
  /** Redsys card and Bizum (REDSYS_*); only card on delivery is offered when absent. */
  redsys?: RedsysSettings;
  /** The shop's NIF on its invoices (SHOP_TAX_ID). */
  shopTaxId?: string;
  /** The languages offered, the first the default (SHOP_LANGUAGES); Español and English when absent. */
  shopLanguages?: readonly [Language, ...Language[]];
  /** How long an order paid online holds its copies for the bank's answer; 30 minutes when absent. */
  paymentHoldSeconds?: number;
  /**
   * Where the book index is saved once filled and read from at the next start (book-lists/index-snapshot.ts);
   * filled from the database at every start when absent.
   */
  bookIndexDir?: string;
  /** How long `/readyz` waits for the catalogue's warm-up before a 503 (0: never); 1 s when absent. */
  warmUpWaitMs?: number;
  /** How often unpaid holds and due refunds are looked at (payments/sweeper.ts); 30 s when absent. */
  paymentSweepMs?: number;
  /** What sends the outbox table's mails (mail/dispatcher.ts); SMTP or the outbox folder when absent. */
  mailSender?: MailSender;
  /** How often every process looks for mails to send; 5 s when absent. */
  mailIntervalMs?: number;
  /**
   * Hears catalogue changes (`DatabaseHandle.listenCatalogueChanges`). Without it catalogue reads are
   * not cached: a change made by another process could not be heard.
   */
  listenCatalogueChanges?: (listener: CatalogueListener) => Promise<() => Promise<void>>;
  /**
   * The origin readers reach the shop at (PUBLIC_URL): canonical links, the sitemap and robots.txt
   * name it, and writes may come from it. `http://localhost:3000` when absent.
   */
  publicUrl?: string;
  /** Sign-ups allowed from one address in an hour (SIGN_UPS_PER_HOUR); 20 when absent. */
  signUpsPerHour?: number;
  /** The per-process read cache (http/read-cache.ts); a new one when absent, tests pass theirs to look in. */
  readCache?: ReadCache;
  /** How long clients may take (http/connections.ts); tests shorten them. */
  timeouts?: ServerTimeouts;
  /**
   * Catalogue imports (issue 38): where feeds are kept while they are imported (IMPORTS_DIR, by
   * default DATA_DIR/imports; a temporary folder when absent), and whether this process is the
   * database's only one (the embedded database: a crashed process's import is taken over at once).
   */
  imports?: { dir: string; soleProcess?: boolean };
  /** The time sessions are measured by (their lifetime and idle timeout); tests move it. */
  now?: Clock;
}

/**
 * Standard output, written from a buffer of at least 12 KB (or every second when traffic is thin): one
 * write per line made each request cost a tenth more on a cached answer, and each write (handed to a
 * worker thread) still cost a few per cent of one at 4 KB. The buffer takes each turn's lines at once,
 * as bytes (`LinesPerTurn`). What is left is written at exit.
 */
function standardOutput(): LogDestination {
  const output = pino.destination({
    dest: 1,
    sync: false,
    minLength: 12 * 1024,
    periodicFlush: 1000,
    contentMode: 'buffer',
  });
  // In buffer mode sonic-boom writes Buffers; its types know only strings.
  const lines = new LinesPerTurn(output as unknown as ByteDestination);
  // pino writes out its buffer at exit; this turn's lines join it first.
  process.once('exit', () => {
    lines.handOver();
    output.flushSync();
  });
  return lines;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A successful answer may have brought a sold-out book back: its stock alerts are looked for. */
    restocks?: boolean;
  }
}

/** The whole HTTP application, built as a function so that tests can `inject()` requests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, shopDist, logger = false, publicUrl = 'http://localhost:3000' } = options;
  const readCache = options.readCache ?? new ReadCache();
  const requestIds = new RequestIds(Boolean(options.trustProxy));
  const logDestination = logger ? (options.logDestination ?? standardOutput()) : undefined;
  const requestLog = logDestination ? new RequestLog(logDestination) : undefined;
  const metrics = options.metrics ?? new Metrics();
  const overHttps = httpsCheck(options.trustProxy ?? false);
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
  const app = Fastify({
    // Cached catalogue answers leave before Fastify parses and routes the request (http/read-cache.ts);
    // they get a request id, a log line and their metrics here.
    serverFactory: (handler) =>
      createShopServer(
        handler,
        (request, response) => {
          const started = performance.now();
          const id = requestIds.take(request);
          const kept = answerFromCache(readCache, request, response, id, overHttps);
          if (!kept) {
            response.setHeader(REQUEST_ID_HEADER, id);
            return false;
          }
          const time = performance.now() - started;
          const route = kept.route ?? NO_ROUTE;
          requestLog?.cachedAnswer(id, request, response.statusCode, time, route);
          metrics.observeRequest('GET', route, response.statusCode, time);
          return true;
        },
        options.timeouts ?? serverTimeouts,
        new FairShare(new ClientAddresses(options.trustProxy)),
      ),
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    logger: logDestination ? { stream: logDestination, redact: redactedLogPaths } : false,
    genReqId: requestIds.forFastify,
    // Calls that take more (admin writes) or less (sign-in) say so on their route (http/body.ts).
    bodyLimit: bodyLimits.reader,
    // Search texts travel in the path, percent-encoded (an accented letter takes 6 characters): let the
    // schema say "too long" with a 400 instead of Fastify's bare 414 at 100 characters.
    routerOptions: { maxParamLength: 1000 },
    trustProxy: options.trustProxy ?? false,
    // Requests arriving while the server stops get the contract's 503 (http/stopping.ts), not Fastify's.
    return503OnClosing: false,
    ...(requestLog && { logController: requestLog }),
  });
  useZodValidation(app);
  registerErrorHandler(app);
  refuseRequestsWhileStopping(app);
  acceptJsonBodiesOnly(app);
  // Answers about a signed-in reader are private (http/private-answers.ts), before the sender writes them.
  usePrivateAnswers(app);
  // Every text answer (JSON, pages) leaves through one sender (http/sender.ts): ETag, 304, compression.
  useSender(app);
  useReadCache(app, readCache);
  // Files only (static assets without a precompressed twin): the sender compresses every text answer,
  // and this leaves what is already encoded alone. Brotli at a moderate quality.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  registerSecurityHeaders(app);
  registerStrictTransport(app, overHttps);
  await app.register(fastifyCookie, { secret: options.sessionSecret ?? randomBytes(32).toString('hex') });
  refuseCrossOriginWrites(app, publicUrl);
  registerOpenApi(app, { version });
  registerMetrics(app, metrics, { token: options.metricsToken, readCache, db });
  // A search's matching books are kept as long as the catalogue's answers are current (readCache).
  const languages = new ShopLanguages(options.shopLanguages ?? parseShopLanguages(undefined));
  const snapshots =
    options.bookIndexDir === undefined
      ? undefined
      : new IndexSnapshots(db, options.bookIndexDir, (message) => app.log.info(message));
  const lists = new BookLists(db, readCache, undefined, languages.offered, snapshots);
  registerHealth(app, db, lists, options.warmUpWaitMs);
  await registerApiReference(app);

  const auth = createAuth(db, options.now);
  const passwords = createPasswordHasher(options.passwordHashing);
  const outbox = createOutbox(options.outboxDir ?? join(tmpdir(), 'bookshop-outbox'), options.smtpUrl);
  const api = { prefix: '/api', db, auth, languages };
  // Mails written into the outbox table are sent after their transaction commits: woken by the
  // process that wrote them, and every few seconds in every process. Stock alerts made due by a
  // restock (issue 38) are written into it first, in each pass.
  const mails = createMailDispatcher(db, options.mailSender ?? outbox, {
    intervalMs: options.mailIntervalMs,
    onFailure: (error, mailId) =>
      app.log.warn({ err: error, mailId }, 'A mail could not be sent; it is tried again later'),
    queueDue: () => queueBackInStockMails(db, publicUrl),
  });
  const mailsWritten = () => void mails.wake();
  const stockMayBeBack = () => void mails.lookForDue();
  // An admin's edit may bring a sold-out book back (a hook on those routes only); the other writes
  // that give copies back (a cancelled or refused order, an import) tell the dispatcher themselves.
  app.addHook('onRoute', (route) => {
    if (!route.config?.restocks) return;
    const poke: onResponseHookHandler = (_request, reply, done) => {
      if (reply.statusCode < 400) stockMayBeBack();
      done();
    };
    route.onResponse = [
      ...(Array.isArray(route.onResponse) ? route.onResponse : route.onResponse ? [route.onResponse] : []),
      poke,
    ];
  });

  await app.register(booksRoutes, { ...api, lists });
  await app.register(backOfficeRoutes, api);
  await app.register(adminRoutes, { ...api, passwords });
  await app.register(basketRoutes, api);
  await app.register(wishlistRoutes, api);
  await app.register(commentsRoutes, api);
  await app.register(authorsRoutes, api);
  await app.register(publishersRoutes, api);
  await app.register(searchRoutes, { ...api, lists });
  await app.register(sliderRoutes, api);
  await app.register(usersRoutes, {
    ...api,
    passwords,
    outbox,
    publicUrl,
    signUpsPerHour: options.signUpsPerHour,
  });
  await app.register(accountDataRoutes, { ...api, passwords, outbox, publicUrl });
  await app.register(socialRoutes, { ...api, providers: options.socialProviders ?? {}, publicUrl });
  const payments = options.payments ?? paymentProviders(options.redsys, publicUrl);
  // The checkout posts the bank's form from the shop's page.
  if (options.redsys) allowFormsTo(new URL(options.redsys.url).origin);
  // Without SHOP_TAX_ID invoices still name the shop; the README says to set it before selling.
  const sales = { publicUrl, shopTaxId: options.shopTaxId ?? '' };
  const sweeper = startPaymentSweeper(db, sales, payments, {
    intervalMs: options.paymentSweepMs ?? 30_000,
    onMails: mailsWritten,
    onError: (error) => app.log.warn({ err: error }, 'The payment sweeper failed; it tries again'),
  });
  app.addHook('onClose', async () => {
    await sweeper.stop();
    await mails.stop();
  });
  await app.register(ordersRoutes, {
    ...api,
    payments,
    placing: { ...sales, holdSeconds: options.paymentHoldSeconds ?? 30 * 60 },
    mailsWritten,
    refund: (orderId) => refundOrder(db, sales, payments, orderId),
  });
  await app.register(guestOrderRoutes, {
    ...api,
    payments,
    placing: { ...sales, holdSeconds: options.paymentHoldSeconds ?? 30 * 60 },
    mailsWritten,
    refund: (orderId) => refundOrder(db, sales, payments, orderId),
  });
  await app.register(deliveryRoutes, { ...api, sales, mailsWritten });
  await app.register(paymentsRoutes, {
    prefix: '/api',
    db,
    payments,
    redsys: options.redsys,
    sales,
    afterAnswer: (outcome) => {
      mailsWritten();
      if (outcome === 'paidTooLate') void sweeper.round();
    },
  });
  await app.register(imageRoutes, {
    store: options.artwork ?? folderStore(join(tmpdir(), 'bookshop-artwork'), ARTWORK_FILE_NAME),
  });
  await app.register(uploadRoutes, {
    db,
    auth,
    languages,
    store: options.uploads ?? folderStore(join(tmpdir(), 'bookshop-uploads')),
  });
  // The catalogue (issue 38): imports run in the background, one batch at a time.
  const importFiles = new ImportFiles(options.imports?.dir ?? join(tmpdir(), 'bookshop-imports'));
  const imports = new ImportRunner(db, importFiles, {
    soleProcess: options.imports?.soleProcess,
    onBooksWritten: stockMayBeBack,
  });
  await app.register(stockAlertRoutes, { ...api, publicUrl, mailsWritten });
  await app.register(importRoutes, { db, auth, languages, files: importFiles, runner: imports });
  app.addHook('onReady', async () => {
    mailsWritten();
    imports.start();
  });
  app.addHook('onClose', async () => {
    await imports.stop();
  });
  await registerShop(app, { shopDist, db, catalogue: readCache, publicUrl, languages });

  // Last: the first query to the database waits until it is open (server.ts builds the app meanwhile).
  if (options.listenCatalogueChanges) {
    const stopListening = await options.listenCatalogueChanges(readCache);
    app.addHook('onClose', stopListening);
  }
  return app;
}

import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { createPasswordHasher } from './auth/passwords';
import type { CatalogueListener, Database } from './db/client';
import { createAuth } from './http/auth';
import { acceptJsonBodiesOnly, registerErrorHandler } from './http/errors';
import { registerSecurityHeaders } from './http/headers';
import { FailedAndSlowRequestsLog } from './http/logging';
import { refuseCrossOriginWrites } from './http/origin';
import { answerFromCache, ReadCache, useReadCache } from './http/read-cache';
import { useZodValidation } from './http/schemas';
import { refuseRequestsWhileStopping } from './http/stopping';
import { createOutbox } from './mail/outbox';
import { type PaymentProviders, paymentProviders } from './payments';
import { authorsRoutes } from './routes/authors';
import { basketRoutes } from './routes/basket';
import { booksRoutes } from './routes/books';
import { commentsRoutes } from './routes/comments';
import { imageRoutes } from './routes/images';
import { ordersRoutes } from './routes/orders';
import { publishersRoutes } from './routes/publishers';
import { searchRoutes } from './routes/search';
import { registerShop } from './routes/shop';
import { sliderRoutes } from './routes/slider';
import { usersRoutes } from './routes/users';

export interface AppOptions {
  db: Database;
  /** Folder of the built shop; when absent, only the API and images are served (tests). */
  shopDist?: string;
  logger?: boolean;
  /** Signs the session cookie; a random one (sessions end at restart) when absent. */
  sessionSecret?: string;
  /** Where mail is written as files (DATA_DIR/outbox in production, a temporary folder in tests). */
  outboxDir?: string;
  /** Send mail through this SMTP server (smtp://user:pass@host:port) instead of writing files. */
  smtpUrl?: string;
  /** Lower argon2id costs for tests; production uses the library's defaults. */
  passwordHashing?: { memoryCost?: number; timeCost?: number };
  /** Fastify's trustProxy: behind a proxy, the client's IP and protocol come from X-Forwarded-*. */
  trustProxy?: boolean | string;
  /** How each payment method is handled; the shop's own providers when absent. */
  payments?: PaymentProviders;
  /**
   * Hears catalogue changes (`DatabaseHandle.listenCatalogueChanges`). Without it catalogue reads are
   * not cached: a change made by another process could not be heard.
   */
  listenCatalogueChanges?: (listener: CatalogueListener) => Promise<() => Promise<void>>;
}

/** The whole HTTP application, built as a function so that tests can `inject()` requests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, shopDist, logger = false } = options;
  const readCache = new ReadCache();
  const app = Fastify({
    // Cached catalogue answers leave before Fastify parses and routes the request (http/read-cache.ts).
    serverFactory: (handler, options) => {
      const server = createServer((request, response) => {
        if (!answerFromCache(readCache, request, response)) handler(request, response);
      });
      // What Fastify sets on the servers it makes itself (the options hold its defaults).
      const timeouts = options as {
        keepAliveTimeout: number;
        requestTimeout: number;
        connectionTimeout: number;
      };
      server.keepAliveTimeout = timeouts.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout;
      server.setTimeout(timeouts.connectionTimeout);
      return server;
    },
    logger,
    bodyLimit: 1024 * 1024,
    // Search texts travel in the path, percent-encoded (an accented letter takes 6 characters): let the
    // schema say "too long" with a 400 instead of Fastify's bare 414 at 100 characters.
    routerOptions: { maxParamLength: 1000 },
    trustProxy: options.trustProxy ?? false,
    // Requests arriving while the server stops get the contract's 503 (http/stopping.ts), not Fastify's.
    return503OnClosing: false,
    logController: new FailedAndSlowRequestsLog(),
  });
  useZodValidation(app);
  registerErrorHandler(app);
  refuseRequestsWhileStopping(app);
  acceptJsonBodiesOnly(app);
  // Brotli at a moderate quality: most of the size win, a fraction of the CPU of the maximum.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  registerSecurityHeaders(app);
  await app.register(fastifyCookie, { secret: options.sessionSecret ?? randomBytes(32).toString('hex') });
  refuseCrossOriginWrites(app);
  useReadCache(app, readCache);

  const auth = createAuth(db);
  const passwords = createPasswordHasher(options.passwordHashing);
  const outbox = createOutbox(options.outboxDir ?? join(tmpdir(), 'bookshop-outbox'), options.smtpUrl);
  const api = { prefix: '/api', db, auth };

  await app.register(booksRoutes, api);
  await app.register(basketRoutes, api);
  await app.register(commentsRoutes, api);
  await app.register(authorsRoutes, api);
  await app.register(publishersRoutes, api);
  await app.register(searchRoutes, api);
  await app.register(sliderRoutes, api);
  await app.register(usersRoutes, { ...api, passwords, outbox });
  await app.register(ordersRoutes, { ...api, payments: options.payments ?? paymentProviders });
  await app.register(imageRoutes);
  await registerShop(app, shopDist, db, readCache);

  // Last: the first query to the database waits until it is open (server.ts builds the app meanwhile).
  if (options.listenCatalogueChanges) {
    const stopListening = await options.listenCatalogueChanges(readCache);
    app.addHook('onClose', stopListening);
  }
  return app;
}

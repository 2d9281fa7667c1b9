import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import { registerErrorHandler } from './http/errors';
import { useZodValidation } from './http/schemas';
import { booksRoutes } from './routes/books';
import { imageRoutes } from './routes/images';
import { registerShop } from './routes/shop';

export interface AppOptions {
  db: Database;
  /** Folder of the built shop; when absent, only the API and images are served (tests). */
  shopDist?: string;
  logger?: boolean;
}

/** The whole HTTP application, built as a function so that tests can `inject()` requests. */
export async function buildApp({ db, shopDist, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 1024 * 1024 });
  useZodValidation(app);
  registerErrorHandler(app);

  await app.register(booksRoutes, { prefix: '/api', db });
  await app.register(imageRoutes);
  await registerShop(app, shopDist);

  return app;
}

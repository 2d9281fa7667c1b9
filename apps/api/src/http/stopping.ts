import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/**
 * While the server stops (SIGTERM), requests already running finish, and any request that still
 * arrives on an open connection gets a 503 in the contract's error shape, with the connection closed,
 * instead of reaching a database that is about to close.
 */
export function refuseRequestsWhileStopping(app: FastifyInstance): void {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!stopping) return;
    reply.header('connection', 'close');
    throw new HttpError(503, 'unavailable', 'The shop is restarting; try again in a moment');
  });
  // A request that was running when the stop began closes its keep-alive connection with its answer,
  // or the stop would wait for the client to hang up.
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
}

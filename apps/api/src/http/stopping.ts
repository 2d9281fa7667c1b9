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
  // Callback hooks, not async ones: they run on every request, and a promise each time costs.
  app.addHook('onRequest', (_request, reply, done) => {
    if (!stopping) return done();
    reply.header('connection', 'close');
    done(new HttpError(503, 'unavailable', 'The shop is restarting; try again in a moment'));
  });
  // A request that was running when the stop began closes its keep-alive connection with its answer,
  // or the stop would wait for the client to hang up.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
}

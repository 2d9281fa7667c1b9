import { setTimeout as sleep } from 'node:timers/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { FailedAndSlowRequestsLog } from '../src/http/logging';

/** A server logging through FailedAndSlowRequestsLog into `lines` (slow from 50 ms). */
async function loggedServer() {
  const lines: { msg: string; req?: { url: string }; res?: { statusCode: number } }[] = [];
  const app = Fastify({
    logger: { stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    logController: new FailedAndSlowRequestsLog(50),
  });
  app.get('/quick', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await sleep(80);
    return { ok: true };
  });
  app.get('/failing', async (_request, reply) => reply.status(503).send({ down: true }));
  await app.ready();
  return { app, lines };
}

describe('request log', () => {
  it('writes nothing for quick answers, found or not', async () => {
    const { app, lines } = await loggedServer();
    expect((await app.inject('/quick')).statusCode).toBe(200);
    await app.inject('/quick?again=1');
    expect(lines.filter((line) => line.req?.url.startsWith('/quick'))).toEqual([]);
    await app.close();
  });

  it('writes one line for a failed answer and one for a slow one', async () => {
    const { app, lines } = await loggedServer();
    await app.inject('/failing');
    await app.inject('/slow');
    expect(lines.filter((line) => line.msg === 'request failed')).toMatchObject([
      { req: { url: '/failing' }, res: { statusCode: 503 } },
    ]);
    expect(lines.filter((line) => line.msg === 'slow request')).toMatchObject([
      { req: { url: '/slow' }, res: { statusCode: 200 } },
    ]);
    await app.close();
  });
});

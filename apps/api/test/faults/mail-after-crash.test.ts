import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readMail } from '../mail-reader';
import {
  port,
  removeTempDataDirs,
  Shopper,
  type ShopServer,
  startServer,
  stopServer,
  tempDataDir,
} from './server';

afterEach(removeTempDataDirs);

const delivery = {
  street: 'Carrer de Mallorca, 401',
  postcode: '08013',
  town: 'Barcelona',
  telephone: '+34 931 234 567',
};

/** The order mails in the outbox folder (not the activation ones), read. */
function orderMails(outboxDir: string) {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir);
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(join(outboxDir, file), 'utf8'))
    .map((raw) => ({ ...readMail(raw), raw }))
    .filter((mail) => mail.subject.startsWith('Tu pedido'));
}

describe('an order mail and a process that dies after the order committed', () => {
  it('is sent by the next process: the outbox table kept it', async () => {
    const dataDir = tempDataDir('mail-crash');
    const outboxDir = join(dataDir, 'outbox');
    // The first process cannot reach its SMTP server (nothing listens there): the confirmation waits.
    let server: ShopServer | undefined = await startServer({
      dataDir,
      env: { SMTP_URL: `smtp://127.0.0.1:${port + 1}`, OUTBOX_DIR: outboxDir },
    });
    try {
      const shopper = new Shopper();
      expect((await shopper.signUp(`crash-${Date.now()}@bookshop.test`)).status).toBe(201);
      const { body } = await shopper.call('GET', '/api/books?limit=1');
      expect((await shopper.call('POST', `/api/books/${body.books[0]._id}/add-book-to-basket`)).status).toBe(
        200,
      );
      const placed = await shopper.call(
        'POST',
        '/api/orders',
        { delivery, payment: 'card_on_delivery' },
        { 'idempotency-key': 'crash-1' },
      );
      expect(placed.status).toBe(201);
      // The order is committed and answered; the process dies before any mail left.
      server.process.kill('SIGKILL');
      expect(await server.exited).toBe('SIGKILL');
      expect(orderMails(outboxDir)).toHaveLength(0);

      // The next process, with mail going to the outbox folder, sends it (after the dead one's lease).
      server = await startServer({ dataDir, env: { OUTBOX_DIR: outboxDir } });
      const deadline = Date.now() + 60_000;
      while (orderMails(outboxDir).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const mails = orderMails(outboxDir);
      expect(mails, server.output()).toHaveLength(1);
      expect(mails[0]?.raw).toMatch(/name=factura-S\d{4}-000001\.pdf/);
    } finally {
      if (server) await stopServer(server);
    }
    // Two server starts on a fresh embedded database each take over a minute on a loaded machine.
  }, 420_000);
});

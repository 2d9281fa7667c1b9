import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './helpers';
import { mailLink, readMail } from './mail-reader';

/** A real SMTP server on loopback that keeps what it receives. */
function startSmtpServer() {
  const received: { to: string[]; data: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
        callback();
      });
    },
  });
  return new Promise<{ url: string; received: typeof received; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

describe('activation mail through SMTP_URL', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let testApp: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    testApp = await createTestApp({ smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  it('is sent to the new reader through the SMTP server, not written to the outbox', async () => {
    const reader = await signUp(testApp.app);

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual([reader.email]);
    // Spanish: the reader signed up without choosing a language.
    const mail = readMail(smtp.received[0]?.data ?? '');
    expect(mail.subject).toBe('Activa tu cuenta de Librería Barcelona');
    expect(mail.contentType).toMatch(/^multipart\/alternative/);
    expect(mailLink(mail, 'activate').url).toMatch(/^http:\/\/localhost:3000\/activate\//);
    expect(testApp.outbox()).toEqual([]);
  });

  it('is kept in the outbox when the SMTP server is down, and the sign-up still succeeds', async () => {
    await smtp.close();
    const reader = await signUp(testApp.app);

    const mails = testApp.outbox();
    expect(mails).toHaveLength(1);
    expect(readMail(mails[0] ?? '').to).toBe(reader.email);
  });
});

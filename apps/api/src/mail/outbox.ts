import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Mail is written as .eml files into the outbox folder (DATA_DIR/outbox): the machine has no mail
 * server, and a file is what a developer or a test can open. Sending by SMTP is not implemented.
 */
export function createOutbox(dir: string) {
  return {
    async send(mail: Mail): Promise<string> {
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.eml`);
      const message = [
        'From: Bookshop Barcelona <no-reply@bookshop.local>',
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        mail.text,
        '',
      ].join('\r\n');
      await writeFile(file, message, 'utf8');
      return file;
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;

import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { shopIdentity } from '@bookshop/contract';
import nodemailer from 'nodemailer';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../db/private-files';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** With it, the mail is multipart/alternative: the HTML and the plain text. */
  html?: string;
  /** Files sent with it (an order's invoice as PDF). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

const FROM = { name: shopIdentity.legalName, address: 'no-reply@bookshop.local' };

/** The address is given apart from any display name, so nodemailer never parses one out of it. */
const envelope = (mail: Mail) => ({
  from: FROM,
  ...mail,
  to: { name: '', address: mail.to },
  // Readable in the .eml file, and links never split across base64 lines.
  textEncoding: 'quoted-printable' as const,
});

/**
 * Sends the shop's mail. With an SMTP URL (SMTP_URL) it goes through that server; without one, or
 * when that server refuses it, it is written as an .eml file into the outbox folder (DATA_DIR/outbox),
 * so no activation code is ever lost and a developer or a test can open it.
 */
export function createOutbox(dir: string, smtpUrl?: string) {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  // The same composer as for SMTP, so a file in the outbox is exactly the mail that would be sent
  // (headers encoded by nodemailer, never pasted together).
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  async function writeToOutbox(mail: Mail): Promise<string> {
    // Mails hold activation codes: their reader's only (DATA_DIR is private, db/private-files.ts).
    await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const file = join(dir, `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.eml`);
    const { message } = await composer.sendMail(envelope(mail));
    await writeFile(file, message, { mode: PRIVATE_FILE_MODE });
    return file;
  }

  return {
    /** Returns where the mail went: `smtp`, or the path of the .eml file. */
    async send(mail: Mail): Promise<string> {
      if (transport) {
        try {
          await transport.sendMail(envelope(mail));
          return 'smtp';
        } catch {
          // The SMTP server is down or refused it: keep the mail rather than lose the code.
        }
      }
      return writeToOutbox(mail);
    },
    /**
     * The same, for a mail the outbox table keeps (mail/dispatcher.ts): an SMTP failure is thrown, so
     * that the mail is tried again later rather than parked in the folder.
     */
    async deliver(mail: Mail): Promise<string> {
      if (!transport) return writeToOutbox(mail);
      await transport.sendMail(envelope(mail));
      return 'smtp';
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;

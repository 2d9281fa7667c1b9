import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { type ReadMail, readMail } from '../../../apps/api/test/mail-reader';

/**
 * The mails the server writes into its outbox (E2E_OUTBOX_DIR, set by playwright.config.ts or the
 * topology run), opened as a shopper would.
 */
const outboxDir = process.env.E2E_OUTBOX_DIR ?? '';

export function mailsTo(email: string): ReadMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir).sort();
  } catch {
    // No mail yet: the folder is made with the first one.
  }
  return files
    .map((file) => readMail(readFileSync(join(outboxDir, file), 'utf8')))
    .filter((mail) => mail.to === email);
}

/** The newest mail to `email` whose text links to `page`, once it has arrived. */
export async function newestMail(email: string, page: 'activate' | 'reset_password'): Promise<ReadMail> {
  const has = () => mailsTo(email).filter((mail) => mail.text.includes(`/${page}/`));
  await expect
    .poll(() => has().length, { message: `a mail to ${email} linking to /${page}/` })
    .toBeGreaterThan(0);
  return has().at(-1) as ReadMail;
}

/** The link's path: the journey follows it on the shop it runs against. */
export const pathOf = (url: string) => new URL(url).pathname;

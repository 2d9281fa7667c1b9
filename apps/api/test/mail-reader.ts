/**
 * Reads an .eml file of the outbox as a mail program shows it: its headers decoded, its plain-text
 * and HTML parts (quoted-printable, as the outbox writes them) decoded.
 */

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words of a header (RFC 2047). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, word: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : decodeQuotedPrintable(word.replaceAll('_', ' ')),
    );
}

export interface ReadMail {
  to: string;
  subject: string;
  contentType: string;
  text: string;
  html: string;
}

export function readMail(raw: string): ReadMail {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
  const header = (name: string) =>
    decodeHeader(
      head.match(new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'mi'))?.[1]?.replace(/\r\n[ \t]/g, ' ') ??
        '',
    );
  // A part ends at a boundary line: a line of its own may start with "--" too (an activation link's
  // token wrapped there once cut the mail's button off).
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map(([, boundary]) =>
    (boundary as string).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  const partEnd = boundaries.length > 0 ? `\\r\\n--(?:${boundaries.join('|')})` : '\\r\\n--';
  const part = (type: string) => {
    const found = raw.match(
      new RegExp(
        `Content-Type: ${type}; charset=utf-8\\r\\nContent-Transfer-Encoding: quoted-printable\\r\\n\\r\\n([\\s\\S]*?)${partEnd}`,
        'i',
      ),
    );
    return found?.[1] ? decodeQuotedPrintable(found[1]) : '';
  };
  return {
    to: header('To'),
    subject: header('Subject'),
    contentType: header('Content-Type'),
    text: part('text/plain'),
    html: part('text/html'),
  };
}

/** The token of the mail's `/activate/<token>` (or another page's) link, and the whole link. */
export function mailLink(
  mail: ReadMail,
  page: 'activate' | 'reset_password' | 'stock_alerts/confirm' | 'stock_alerts/unsubscribe',
): { url: string; token: string } {
  const found = mail.text.match(new RegExp(`(https?://[^\\s/]+/${page}/([A-Za-z0-9_-]+))`));
  if (!found?.[1] || !found[2]) throw new Error(`No ${page} link in the mail:\n${mail.text}`);
  return { url: found[1], token: found[2] };
}

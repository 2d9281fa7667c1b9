import { htmlLang, type Language, shopIdentity, shopPaths } from '@bookshop/contract';
import type { Mail } from './outbox';
import { type AccountMailKind, accountMailWords } from './words';

/**
 * The account mails, each as HTML and plain text (sent as multipart/alternative), in the language the
 * shopper signed up in, their texts from `words.ts`; the shopper's name is the only thing they typed
 * that a mail holds, and it is made single-line and escaped for HTML.
 */

/** A name as a mail may show it: one line, no control characters, at most 100 characters. */
export function mailSafeName(name: string): string {
  return name
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .trim()
    .slice(0, 100);
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The shop's name as its pages write it, the first letter apart (it is highlighted). */
export function shopNameParts(language: Language): { first: string; rest: string } {
  const name = shopIdentity.name[language];
  return { first: name.slice(0, 1), rest: name.slice(1) };
}

function render(kind: AccountMailKind, language: Language, to: string, name: string, link: string): Mail {
  const text = accountMailWords[language][kind];
  const shop = shopNameParts(language);
  const safeName = mailSafeName(name);
  const plain = [
    text.greeting(safeName),
    '',
    ...text.lines,
    '',
    `${text.button}:`,
    link,
    '',
    text.validity,
    text.ignore,
    '',
    `— ${shop.first}${shop.rest}`,
  ].join('\r\n');
  const paragraph = (content: string) => `<p style="margin:0 0 16px">${escapeHtml(content)}</p>`;
  const html = `<!doctype html>
<html lang="${htmlLang[language]}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(text.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f1ea;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;font-size:16px;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold"><span style="color:#b3261e">${shop.first}</span>${shop.rest}</p>
${paragraph(text.greeting(safeName))}
${text.lines.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(text.button)}</a></p>
${paragraph(text.linkIntro)}
<p style="margin:0 0 16px;word-break:break-all"><a href="${escapeHtml(link)}" style="color:#1d4ed8">${escapeHtml(link)}</a></p>
${paragraph(text.validity)}
${paragraph(text.ignore)}
</div>
</body>
</html>
`;
  return { to, subject: text.subject, text: plain, html };
}

/** Who a mail goes to and in which language, and the shop's public origin its links start with. */
export interface MailReader {
  email: string;
  name: string;
  language: Language;
}

/** The mail with the account's activation link (`/activate/<token>` on the shop's public origin). */
export function activationMail(reader: MailReader, publicUrl: string, token: string): Mail {
  const link = new URL(shopPaths.activate(token), publicUrl).toString();
  return render('activation', reader.language, reader.email, reader.name, link);
}

/** The mail with a one-time password-reset link (`/reset_password/<token>`). */
export function passwordResetMail(reader: MailReader, publicUrl: string, token: string): Mail {
  const link = new URL(shopPaths.resetPassword(token), publicUrl).toString();
  return render('passwordReset', reader.language, reader.email, reader.name, link);
}

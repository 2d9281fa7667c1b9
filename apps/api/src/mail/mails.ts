import {
  htmlLang,
  inLanguage,
  type Language,
  type LocalisedText,
  shopIdentity,
  shopPaths,
  textIn,
} from '@bookshop/contract';
import type { Mail } from './outbox';
import { accountMailWords, type LinkMailText, stockAlertMailWords } from './words';

/**
 * The mails with one link (account and stock alert mails), each as HTML and plain text (sent as
 * multipart/alternative), in the reader's language, their texts from `words.ts`; the shopper's name is
 * the only thing they typed that a mail holds, and it is made single-line and escaped for HTML.
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
  const name = textIn(shopIdentity.name, language);
  return { first: name.slice(0, 1), rest: name.slice(1) };
}

/**
 * A mail of texts alone, as the account's mails are sent at once (`Outbox.send`) and the stock
 * alerts' are written into the outbox table (`queueMail`).
 */
export type TextMail = Omit<Mail, 'attachments'>;

function render(text: LinkMailText, language: Language, to: string, name: string, link: string): TextMail {
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
    ...(text.unsubscribe ? ['', `${text.unsubscribe.text}:`, text.unsubscribe.link] : []),
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
${text.unsubscribe ? `<p style="margin:24px 0 0;font-size:14px"><a href="${escapeHtml(text.unsubscribe.link)}" style="color:#1d4ed8">${escapeHtml(text.unsubscribe.text)}</a></p>` : ''}
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
export function activationMail(reader: MailReader, publicUrl: string, token: string): TextMail {
  const link = new URL(shopPaths.activate(token), publicUrl).toString();
  return render(
    inLanguage(accountMailWords, reader.language).activation,
    reader.language,
    reader.email,
    reader.name,
    link,
  );
}

/** The mail with a one-time password-reset link (`/reset_password/<token>`). */
export function passwordResetMail(reader: MailReader, publicUrl: string, token: string): TextMail {
  const link = new URL(shopPaths.resetPassword(token), publicUrl).toString();
  return render(
    inLanguage(accountMailWords, reader.language).passwordReset,
    reader.language,
    reader.email,
    reader.name,
    link,
  );
}

// "Tell me when it is back" (issue 38): the guest's confirmation, and the one mail when the book is back.

/** A stock alert's mail: to whom, in which language, about which book (its name in each language). */
export interface StockAlertMailReader {
  email: string;
  language: Language;
  book: { _id: string; name: LocalisedText };
}

/** A book's name as a mail may show it (single-line, at most 100 characters). */
const bookNameIn = (reader: StockAlertMailReader) => mailSafeName(textIn(reader.book.name, reader.language));

/** A guest's (or an unactivated reader's) confirmation of their address (`/stock_alerts/confirm/<token>`). */
export function stockAlertConfirmMail(
  reader: StockAlertMailReader,
  publicUrl: string,
  tokens: { confirm: string; unsubscribe: string },
): TextMail {
  const link = new URL(shopPaths.confirmStockAlert(tokens.confirm), publicUrl).toString();
  const unsubscribe = new URL(shopPaths.unsubscribeStockAlert(tokens.unsubscribe), publicUrl).toString();
  const text = inLanguage(stockAlertMailWords, reader.language).confirm(bookNameIn(reader), unsubscribe);
  return render(text, reader.language, reader.email, '', link);
}

/** The one mail when the book is back, linking to its page. */
export function backInStockMail(
  reader: StockAlertMailReader,
  publicUrl: string,
  unsubscribeToken: string,
): TextMail {
  const link = new URL(shopPaths.book(reader.book._id, reader.book.name.eng), publicUrl).toString();
  const unsubscribe = new URL(shopPaths.unsubscribeStockAlert(unsubscribeToken), publicUrl).toString();
  const text = inLanguage(stockAlertMailWords, reader.language).backInStock(bookNameIn(reader), unsubscribe);
  return render(text, reader.language, reader.email, '', link);
}

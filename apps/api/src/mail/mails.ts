import { htmlLang, type Language, shopPaths } from '@bookshop/contract';
import type { Mail } from './outbox';

/**
 * The shop's mails, each as HTML and plain text (sent as multipart/alternative), in the language the
 * shopper signed up in. Every text is written here once per language; the shopper's name is the only
 * thing they typed that a mail holds, and it is made single-line and escaped for HTML.
 */

interface MailText {
  subject: string;
  greeting: (name: string) => string;
  lines: string[];
  button: string;
  linkIntro: string;
  validity: string;
  ignore: string;
  /** A link that stops these mails (stock alerts), and its text. */
  unsubscribe?: { text: string; link: string };
}

type MailKind = 'activation' | 'passwordReset';

/** The shop's name as its pages write it in each language. */
const shopName: Record<Language, { first: string; rest: string }> = {
  esp: { first: 'L', rest: 'ibrería Barcelona' },
  eng: { first: 'B', rest: 'arcelona Bookshop' },
};

const texts: Record<Language, Record<MailKind, MailText>> = {
  esp: {
    activation: {
      subject: 'Activa tu cuenta de Librería Barcelona',
      greeting: (name) => `Hola, ${name}:`,
      lines: [
        'Te damos la bienvenida a Librería Barcelona. Confirma tu correo electrónico para activar tu cuenta.',
      ],
      button: 'Activar mi cuenta',
      linkIntro: 'Si el botón no funciona, abre este enlace:',
      validity: 'El enlace vale 48 horas y solo se puede usar una vez.',
      ignore: 'Si no te has registrado tú, ignora este correo.',
    },
    passwordReset: {
      subject: 'Cambia tu contraseña de Librería Barcelona',
      greeting: (name) => `Hola, ${name}:`,
      lines: ['Alguien (seguramente tú) ha pedido cambiar la contraseña de tu cuenta.'],
      button: 'Elegir una contraseña nueva',
      linkIntro: 'Si el botón no funciona, abre este enlace:',
      validity: 'El enlace vale 1 hora y solo se puede usar una vez.',
      ignore: 'Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
    },
  },
  eng: {
    activation: {
      subject: 'Activate your Barcelona Bookshop account',
      greeting: (name) => `Hello ${name},`,
      lines: ['Welcome to Barcelona Bookshop. Confirm your email address to activate your account.'],
      button: 'Activate my account',
      linkIntro: 'If the button does not work, open this link:',
      validity: 'The link is valid for 48 hours and works once.',
      ignore: 'If you did not sign up, ignore this mail.',
    },
    passwordReset: {
      subject: 'Change your Barcelona Bookshop password',
      greeting: (name) => `Hello ${name},`,
      lines: ['Someone (most likely you) asked to change the password of your account.'],
      button: 'Choose a new password',
      linkIntro: 'If the button does not work, open this link:',
      validity: 'The link is valid for 1 hour and works once.',
      ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
    },
  },
};

/** A name as a mail may show it: one line, no control characters, at most 100 characters. */
export function mailSafeName(name: string): string {
  return name
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .trim()
    .slice(0, 100);
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function render(text: MailText, language: Language, to: string, name: string, link: string): Mail {
  const shop = shopName[language];
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
export function activationMail(reader: MailReader, publicUrl: string, token: string): Mail {
  const link = new URL(shopPaths.activate(token), publicUrl).toString();
  return render(texts[reader.language].activation, reader.language, reader.email, reader.name, link);
}

/** The mail with a one-time password-reset link (`/reset_password/<token>`). */
export function passwordResetMail(reader: MailReader, publicUrl: string, token: string): Mail {
  const link = new URL(shopPaths.resetPassword(token), publicUrl).toString();
  return render(texts[reader.language].passwordReset, reader.language, reader.email, reader.name, link);
}

// "Tell me when it is back" (issue 38): the guest's confirmation, and the one mail when the book is back.

/** A stock alert's mail: to whom, in which language, about which book (its name in each language). */
export interface StockAlertMailReader {
  email: string;
  language: Language;
  book: { _id: string; name: { eng: string; esp: string } };
}

const stockAlertTexts: Record<
  Language,
  {
    confirm: (book: string, unsubscribe: string) => MailText;
    backInStock: (book: string, unsubscribe: string) => MailText;
  }
> = {
  esp: {
    confirm: (book, unsubscribe) => ({
      subject: 'Confirma tu aviso de Librería Barcelona',
      greeting: () => 'Hola:',
      lines: [
        `Nos has pedido que te avisemos cuando «${book}» vuelva a estar disponible. Confirma tu correo electrónico para activar el aviso.`,
      ],
      button: 'Confirmar el aviso',
      linkIntro: 'Si el botón no funciona, abre este enlace:',
      validity: 'Te escribiremos una sola vez, cuando vuelva a haber ejemplares.',
      ignore: 'Si no lo has pedido tú, ignora este correo: no te escribiremos más.',
      unsubscribe: { text: 'Cancelar el aviso', link: unsubscribe },
    }),
    backInStock: (book, unsubscribe) => ({
      subject: `«${book}» vuelve a estar disponible`,
      greeting: () => 'Hola:',
      lines: [`«${book}» vuelve a estar disponible en Librería Barcelona.`],
      button: 'Ver el libro',
      linkIntro: 'Si el botón no funciona, abre este enlace:',
      validity: 'Los ejemplares se venden por orden de pedido.',
      ignore: 'Este era el aviso que nos pediste: no te escribiremos más sobre este libro.',
      unsubscribe: { text: 'Cancelar todos mis avisos de libros agotados', link: unsubscribe },
    }),
  },
  eng: {
    confirm: (book, unsubscribe) => ({
      subject: 'Confirm your Barcelona Bookshop alert',
      greeting: () => 'Hello,',
      lines: [
        `You asked us to tell you when “${book}” is available again. Confirm your email address to turn the alert on.`,
      ],
      button: 'Confirm the alert',
      linkIntro: 'If the button does not work, open this link:',
      validity: 'We will write once, when there are copies again.',
      ignore: 'If you did not ask for this, ignore this mail: we will not write again.',
      unsubscribe: { text: 'Cancel the alert', link: unsubscribe },
    }),
    backInStock: (book, unsubscribe) => ({
      subject: `“${book}” is available again`,
      greeting: () => 'Hello,',
      lines: [`“${book}” is available again at Barcelona Bookshop.`],
      button: 'See the book',
      linkIntro: 'If the button does not work, open this link:',
      validity: 'Copies are sold in the order they are ordered.',
      ignore: 'This was the alert you asked for: we will not write about this book again.',
      unsubscribe: { text: 'Cancel all my alerts about sold-out books', link: unsubscribe },
    }),
  },
};

/** A book's name as a mail may show it (single-line, at most 100 characters). */
const bookNameIn = (reader: StockAlertMailReader) => mailSafeName(reader.book.name[reader.language]);

/** A guest's (or an unactivated reader's) confirmation of their address (`/stock_alerts/confirm/<token>`). */
export function stockAlertConfirmMail(
  reader: StockAlertMailReader,
  publicUrl: string,
  tokens: { confirm: string; unsubscribe: string },
): Mail {
  const link = new URL(shopPaths.confirmStockAlert(tokens.confirm), publicUrl).toString();
  const unsubscribe = new URL(shopPaths.unsubscribeStockAlert(tokens.unsubscribe), publicUrl).toString();
  const text = stockAlertTexts[reader.language].confirm(bookNameIn(reader), unsubscribe);
  return render(text, reader.language, reader.email, '', link);
}

/** The one mail when the book is back, linking to its page. */
export function backInStockMail(
  reader: StockAlertMailReader,
  publicUrl: string,
  unsubscribeToken: string,
): Mail {
  const link = new URL(shopPaths.book(reader.book._id, reader.book.name.eng), publicUrl).toString();
  const unsubscribe = new URL(shopPaths.unsubscribeStockAlert(unsubscribeToken), publicUrl).toString();
  const text = stockAlertTexts[reader.language].backInStock(bookNameIn(reader), unsubscribe);
  return render(text, reader.language, reader.email, '', link);
}

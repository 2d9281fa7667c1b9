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

function render(kind: MailKind, language: Language, to: string, name: string, link: string): Mail {
  const text = texts[language][kind];
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

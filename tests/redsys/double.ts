import { createCipheriv, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A test double of Redsys, written from its published integration guide (redirection and REST), for the
 * tests only: the shop never starts it. It checks the shop's HMAC_SHA256_V1 signature (its own few
 * lines of 3DES and HMAC, not the shop's), shows a pay page with "Pay" and "Refuse", notifies the
 * shop's MerchantURL with a signed answer, refuses an order number paid before (SIS0051), and answers
 * refunds (transaction type 3) on its REST entry point. Tests steer it: notify once, twice, late or
 * never; refunds accepted, refused or never answered; and they can post notifications of their own.
 */

/** Redsys' published test key, merchant and terminal: what the tests configure the shop with. */
export const redsysTestMerchant = {
  merchantCode: '999008881',
  terminal: '1',
  secretKey: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
} as const;

/** Where the journeys' double listens (REDSYS_PORT; the shop's REDSYS_URL names it). */
export const REDSYS_DOUBLE_PORT = Number(process.env.REDSYS_PORT ?? 3870);

function orderKey(secretKey: string, order: string): Buffer {
  const message = Buffer.from(order, 'utf8');
  const padded = Buffer.concat([message, Buffer.alloc((8 - (message.length % 8)) % 8)]);
  const cipher = createCipheriv('des-ede3-cbc', Buffer.from(secretKey, 'base64'), Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

function signature(secretKey: string, order: string, parameters: string, urlSafe: boolean): string {
  const mac = createHmac('sha256', orderKey(secretKey, order)).update(parameters).digest('base64');
  return urlSafe ? mac.replaceAll('+', '-').replaceAll('/', '_') : mac;
}

/** A payment the shop offered the double, as its form said. */
export interface OfferedPayment {
  order: string;
  amount: string;
  currency: string;
  merchantUrl: string;
  urlOk: string;
  urlKo: string;
  payMethods: string;
  state: 'offered' | 'paid' | 'refused';
  refundedCents: number;
}

export type NotifyMode = 'before-return' | 'after-return' | 'twice' | 'never';
export type RefundMode = 'accept' | 'refuse' | 'never';

export interface NotificationFields {
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export class RedsysDouble {
  readonly payments = new Map<string, OfferedPayment>();
  /** Every notification the double sent, with the shop's answer status. */
  readonly notifications: { order: string; response: string; status: number }[] = [];
  readonly refunds: { order: string; amount: string; answered: RefundMode }[] = [];
  notifyMode: NotifyMode = 'before-return';
  /** How long an 'after-return' notification waits after the browser was sent back. */
  notifyDelayMs = 1500;
  refundMode: RefundMode = 'accept';
  /** Forms refused because their signature or fields were wrong. */
  readonly refusedForms: string[] = [];
  private server: Server | undefined;
  private readonly sessions = new Map<string, string>();
  private readonly hanging = new Set<ServerResponse>();

  constructor(readonly merchant: typeof redsysTestMerchant = redsysTestMerchant) {}

  get url(): string {
    const address = this.server?.address() as AddressInfo | null;
    if (!address) throw new Error('The Redsys double is not listening');
    return `http://localhost:${address.port}`;
  }

  async start(port = REDSYS_DOUBLE_PORT): Promise<this> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(port, 'localhost', resolve);
    });
    return this;
  }

  async stop(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Signs `parameters` as Redsys signs its notifications (URL-safe base64), or in the standard alphabet. */
  sign(
    parameters: Record<string, string>,
    { urlSafe = true, key = this.merchant.secretKey as string } = {},
  ): NotificationFields {
    const encoded = Buffer.from(JSON.stringify(parameters), 'utf8').toString('base64');
    const order = parameters.Ds_Order ?? parameters.DS_MERCHANT_ORDER ?? '';
    return {
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: urlSafe ? encoded.replaceAll('+', '-').replaceAll('/', '_') : encoded,
      Ds_Signature: signature(key, order, encoded, urlSafe),
    };
  }

  /** The parameters of Redsys' notification of `payment` with response code `response` ("0000" pays). */
  notificationParameters(payment: OfferedPayment, response: string): Record<string, string> {
    const now = new Date();
    return {
      Ds_Date: encodeURIComponent(
        now.toLocaleDateString('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric' }),
      ),
      Ds_Hour: encodeURIComponent(now.toLocaleTimeString('es-ES', { hour: '2-digit', minute: '2-digit' })),
      Ds_SecurePayment: '1',
      Ds_Amount: payment.amount,
      Ds_Currency: payment.currency,
      Ds_Order: payment.order,
      Ds_MerchantCode: this.merchant.merchantCode,
      Ds_Terminal: this.merchant.terminal.padStart(3, '0'),
      Ds_Response: response,
      Ds_MerchantData: '',
      Ds_TransactionType: '0',
      Ds_ConsumerLanguage: '1',
      Ds_AuthorisationCode: Number(response) <= 99 ? '123456' : '',
      // 68 is Bizum's processed pay method; 1 a card.
      Ds_ProcessedPayMethod: payment.payMethods === 'z' ? '68' : '1',
    };
  }

  /** Posts a notification to the shop as Redsys does (a form, no Origin); answers the shop's status. */
  async post(merchantUrl: string, fields: NotificationFields | Record<string, string>): Promise<number> {
    const response = await fetch(merchantUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields as Record<string, string>).toString(),
    });
    await response.arrayBuffer();
    return response.status;
  }

  /** Notifies the shop of `payment` with `response`, signed. */
  async notify(payment: OfferedPayment, response: string): Promise<number> {
    const status = await this.post(
      payment.merchantUrl,
      this.sign(this.notificationParameters(payment, response)),
    );
    this.notifications.push({ order: payment.order, response, status });
    return status;
  }

  /** The payment the shop offered for this order number (from a form it posted). */
  payment(order: string): OfferedPayment {
    const payment = this.payments.get(order);
    if (!payment) throw new Error(`The shop offered no payment ${order}`);
    return payment;
  }

  /** Checks a signed request of the shop; answers its parameters or why not. */
  private checkSigned(fields: Record<string, unknown>): Record<string, string> | string {
    if (fields.Ds_SignatureVersion !== 'HMAC_SHA256_V1') return 'SIS0295';
    const encoded = String(fields.Ds_MerchantParameters ?? '');
    let parameters: Record<string, string>;
    try {
      parameters = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Record<string, string>;
    } catch {
      return 'SIS0027';
    }
    const order = parameters.DS_MERCHANT_ORDER ?? '';
    const expected = Buffer.from(signature(this.merchant.secretKey, order, encoded, false), 'base64');
    const given = Buffer.from(String(fields.Ds_Signature ?? ''), 'base64');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'SIS0042';
    if (parameters.DS_MERCHANT_MERCHANTCODE !== this.merchant.merchantCode) return 'SIS0008';
    if (Number(parameters.DS_MERCHANT_TERMINAL) !== Number(this.merchant.terminal)) return 'SIS0010';
    if (parameters.DS_MERCHANT_CURRENCY !== '978') return 'SIS0015';
    if (!/^\d{4}[0-9A-Za-z]{0,8}$/.test(order)) return 'SIS0074';
    if (!/^\d+$/.test(parameters.DS_MERCHANT_AMOUNT ?? '')) return 'SIS0018';
    return parameters;
  }

  private page(response: ServerResponse, status: number, title: string, body: string) {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://double').pathname;
    if (request.method === 'POST' && path === '/sis/realizarPago') {
      const fields = Object.fromEntries(new URLSearchParams(await readBody(request)));
      const checked = this.checkSigned(fields);
      if (typeof checked === 'string') {
        this.refusedForms.push(checked);
        return this.page(response, 400, `Error ${checked}`, '<p>La petición no es válida.</p>');
      }
      if (checked.DS_MERCHANT_TRANSACTIONTYPE !== '0') return this.page(response, 400, 'Error SIS0023', '');
      const order = checked.DS_MERCHANT_ORDER ?? '';
      const known = this.payments.get(order);
      if (!known) {
        this.payments.set(order, {
          order,
          amount: checked.DS_MERCHANT_AMOUNT ?? '',
          currency: checked.DS_MERCHANT_CURRENCY ?? '',
          merchantUrl: checked.DS_MERCHANT_MERCHANTURL ?? '',
          urlOk: checked.DS_MERCHANT_URLOK ?? '',
          urlKo: checked.DS_MERCHANT_URLKO ?? '',
          payMethods: checked.DS_MERCHANT_PAYMETHODS ?? '',
          state: 'offered',
          refundedCents: 0,
        });
      }
      const payment = this.payment(order);
      const session = randomUUID();
      this.sessions.set(session, order);
      const euros = (Number(payment.amount) / 100).toFixed(2).replace('.', ',');
      const method = payment.payMethods === 'z' ? 'Bizum' : 'Tarjeta';
      const button = (decision: string, label: string) =>
        `<form method="post" action="/sis/decide"><input type="hidden" name="session" value="${session}"><input type="hidden" name="decision" value="${decision}"><button type="submit">${label}</button></form>`;
      return this.page(
        response,
        200,
        `Redsys (doble de pruebas): pago con ${method}`,
        `<p>Comercio ${escapeHtml(this.merchant.merchantCode)} · Pedido ${escapeHtml(order)} · Importe ${euros} €</p>${button('pay', 'Pagar')}${button('refuse', 'Denegar')}`,
      );
    }
    if (request.method === 'POST' && path === '/sis/decide') {
      const fields = Object.fromEntries(new URLSearchParams(await readBody(request)));
      const order = this.sessions.get(fields.session ?? '');
      if (!order) return this.page(response, 400, 'Error SIS0061', '');
      const payment = this.payment(order);
      // Redsys takes an order number once: a second tab paying the same order is refused.
      if (payment.state !== 'offered')
        return this.page(response, 409, 'Error SIS0051', '<p>Pedido repetido.</p>');
      const paid = fields.decision === 'pay';
      payment.state = paid ? 'paid' : 'refused';
      const code = paid ? '0000' : '0190';
      const back = new URL(paid ? payment.urlOk : payment.urlKo);
      const signed = this.sign(this.notificationParameters(payment, code));
      for (const [name, value] of Object.entries(signed)) back.searchParams.set(name, value);
      if (this.notifyMode === 'before-return' || this.notifyMode === 'twice')
        await this.notify(payment, code);
      if (this.notifyMode === 'twice') await this.notify(payment, code);
      if (this.notifyMode === 'after-return') {
        setTimeout(() => void this.notify(payment, code).catch(() => {}), this.notifyDelayMs);
      }
      response.writeHead(303, { location: back.toString() });
      response.end();
      return;
    }
    if (request.method === 'POST' && path === '/sis/rest/trataPeticionREST') {
      const fields = JSON.parse(await readBody(request)) as Record<string, unknown>;
      const checked = this.checkSigned(fields);
      const answer = (body: unknown) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (typeof checked === 'string') return answer({ errorCode: checked });
      const payment = this.payments.get(checked.DS_MERCHANT_ORDER ?? '');
      if (checked.DS_MERCHANT_TRANSACTIONTYPE !== '3' || !payment || payment.state !== 'paid') {
        return answer({ errorCode: 'SIS0059' });
      }
      this.refunds.push({
        order: payment.order,
        amount: checked.DS_MERCHANT_AMOUNT ?? '',
        answered: this.refundMode,
      });
      if (this.refundMode === 'never') {
        this.hanging.add(response);
        return;
      }
      const amount = Number(checked.DS_MERCHANT_AMOUNT);
      if (this.refundMode === 'refuse' || payment.refundedCents + amount > Number(payment.amount)) {
        return answer({ errorCode: 'SIS0057' });
      }
      payment.refundedCents += amount;
      return answer(
        this.sign(
          {
            Ds_Amount: String(amount),
            Ds_Currency: '978',
            Ds_Order: payment.order,
            Ds_MerchantCode: this.merchant.merchantCode,
            Ds_Terminal: this.merchant.terminal,
            Ds_Response: '0900',
            Ds_TransactionType: '3',
            Ds_AuthorisationCode: '654321',
          },
          { urlSafe: false },
        ),
      );
    }
    response.writeHead(404).end();
  }
}

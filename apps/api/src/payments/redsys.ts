import { type Language, orderApiPaths, type PaymentForm, shopPaths } from '@bookshop/contract';
import type { BankAnswer, BankPayment } from '../db/payments';
import type { PaymentProvider, RefundAnswer } from './index';
import { decodeParameters, encodeParameters, SIGNATURE_VERSION, sign, verify } from './redsys-signature';

/** REDSYS_URL, REDSYS_MERCHANT_CODE, REDSYS_TERMINAL, REDSYS_SECRET_KEY (README, docs/operations.md). */
export interface RedsysSettings {
  /** The environment's address: https://sis-t.redsys.es:25443 (tests) or https://sis.redsys.es (real). */
  url: string;
  /** The merchant's FUC code. */
  merchantCode: string;
  terminal: string;
  /** The SHA-256 key the bank issued, in base64. */
  secretKey: string;
  /** How long a refund waits for the bank's REST answer; 15 s when absent. */
  timeoutMs?: number;
}

/** Euros, ISO 4217. */
const EURO = '978';
/** Redsys' transaction types: an authorisation (a payment) and a refund ("devolución"). */
const PAYMENT = '0';
const REFUND = '3';
/** Redsys' codes for the page's language. */
const consumerLanguage: Record<Language, string> = { esp: '001', eng: '002', cat: '003' };
/** `Ds_Merchant_PayMethods`: card only, or Bizum. */
const payMethods = { card: 'C', bizum: 'z' } as const;

/** The bank's paths under REDSYS_URL: the redirection form and the REST entry point. */
export const redsysPaths = { form: '/sis/realizarPago', rest: '/sis/rest/trataPeticionREST' } as const;

function signedFields(settings: RedsysSettings, parameters: Record<string, string>) {
  const merchantParameters = encodeParameters(parameters);
  return {
    Ds_SignatureVersion: SIGNATURE_VERSION,
    Ds_MerchantParameters: merchantParameters,
    Ds_Signature: sign(settings.secretKey, parameters.DS_MERCHANT_ORDER ?? '', merchantParameters),
  };
}

/** A notification's or an answer's parameters by lower-cased name: Redsys spells them `Ds_Order`, `DS_ORDER`... */
function lowerCased(parameters: Record<string, unknown>): Map<string, string> {
  return new Map(
    Object.entries(parameters).flatMap(([name, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[name.toLowerCase(), String(value)]] : [],
    ),
  );
}

export type NotificationReading = { valid: true; answer: BankAnswer } | { valid: false; reason: string };

/**
 * Reads what Redsys posted to the notification address: the signature (either base64 alphabet, compared
 * in constant time, with the key of the order it names), then this merchant, terminal, currency and
 * transaction type. `Ds_Response` 0000–0099 is an authorisation; any other number a refusal.
 */
export function readNotification(
  settings: RedsysSettings,
  fields: Record<string, unknown>,
): NotificationReading {
  const field = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : undefined);
  const version = field('Ds_SignatureVersion');
  const merchantParameters = field('Ds_MerchantParameters');
  const signature = field('Ds_Signature');
  if (version !== SIGNATURE_VERSION) return { valid: false, reason: `signature version ${version}` };
  if (!merchantParameters || !signature) return { valid: false, reason: 'fields missing' };
  const decoded = decodeParameters(merchantParameters);
  if (!decoded) return { valid: false, reason: 'parameters are not base64 JSON' };
  const parameters = lowerCased(decoded);
  const order = parameters.get('ds_order') ?? '';
  if (!/^\d{4}[0-9A-Za-z]{0,8}$/.test(order)) return { valid: false, reason: 'no order number' };
  if (!verify(settings.secretKey, order, merchantParameters, signature)) {
    return { valid: false, reason: 'signature does not match' };
  }
  if (parameters.get('ds_merchantcode') !== settings.merchantCode)
    return { valid: false, reason: 'another merchant' };
  if (Number(parameters.get('ds_terminal')) !== Number(settings.terminal))
    return { valid: false, reason: 'another terminal' };
  if (parameters.get('ds_currency') !== EURO) return { valid: false, reason: 'not euros' };
  if (parameters.get('ds_transactiontype') !== PAYMENT) return { valid: false, reason: 'not a payment' };
  const amount = parameters.get('ds_amount') ?? '';
  const response = parameters.get('ds_response') ?? '';
  if (!/^\d{1,12}$/.test(amount)) return { valid: false, reason: 'no amount' };
  if (!/^\d{1,4}$/.test(response)) return { valid: false, reason: 'no response code' };
  return {
    valid: true,
    answer: { bankOrder: order, amountCents: Number(amount), authorised: Number(response) <= 99 },
  };
}

/** Redsys card and Bizum (the same bank and key; Bizum through `Ds_Merchant_PayMethods` z). */
export function createRedsys(settings: RedsysSettings, publicUrl: string) {
  const base = settings.url.replace(/\/+$/, '');

  function paymentForm(method: 'card' | 'bizum') {
    return (payment: BankPayment, language: Language): PaymentForm => {
      const result = new URL(
        payment.returnPath ?? shopPaths.orderPayment(payment.orderId),
        publicUrl,
      ).toString();
      return {
        url: base + redsysPaths.form,
        fields: signedFields(settings, {
          DS_MERCHANT_AMOUNT: String(payment.amountCents),
          DS_MERCHANT_ORDER: payment.bankOrder,
          DS_MERCHANT_MERCHANTCODE: settings.merchantCode,
          DS_MERCHANT_CURRENCY: EURO,
          DS_MERCHANT_TRANSACTIONTYPE: PAYMENT,
          DS_MERCHANT_TERMINAL: settings.terminal,
          // Built from PUBLIC_URL, never from a request's Host.
          DS_MERCHANT_MERCHANTURL: new URL(`/api${orderApiPaths.redsysNotification()}`, publicUrl).toString(),
          DS_MERCHANT_URLOK: result,
          DS_MERCHANT_URLKO: result,
          DS_MERCHANT_CONSUMERLANGUAGE: consumerLanguage[language],
          DS_MERCHANT_PAYMETHODS: payMethods[method],
        }),
      };
    };
  }

  /** Transaction type 3 through Redsys' REST entry point; its answer is checked like a notification. */
  async function refund(payment: BankPayment): Promise<RefundAnswer> {
    const body = signedFields(settings, {
      DS_MERCHANT_AMOUNT: String(payment.amountCents),
      DS_MERCHANT_ORDER: payment.bankOrder,
      DS_MERCHANT_MERCHANTCODE: settings.merchantCode,
      DS_MERCHANT_CURRENCY: EURO,
      DS_MERCHANT_TRANSACTIONTYPE: REFUND,
      DS_MERCHANT_TERMINAL: settings.terminal,
    });
    let answer: Record<string, unknown>;
    try {
      const response = await fetch(base + redsysPaths.rest, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 15_000),
      });
      if (!response.ok) return 'unreachable';
      answer = (await response.json()) as Record<string, unknown>;
    } catch {
      return 'unreachable';
    }
    // `{ errorCode: "SIS0xxx" }`: the bank refused the request itself.
    if (typeof answer.errorCode === 'string') return 'refused';
    const parameters = typeof answer.Ds_MerchantParameters === 'string' ? answer.Ds_MerchantParameters : '';
    const signature = typeof answer.Ds_Signature === 'string' ? answer.Ds_Signature : '';
    const decoded = decodeParameters(parameters);
    if (!decoded || !verify(settings.secretKey, payment.bankOrder, parameters, signature))
      return 'unreachable';
    const fields = lowerCased(decoded);
    // 0900: refunds and confirmations authorised.
    return fields.get('ds_order') === payment.bankOrder && fields.get('ds_response') === '0900'
      ? 'refunded'
      : 'refused';
  }

  const provider = (method: 'card' | 'bizum'): PaymentProvider => ({
    available: true,
    paymentForm: paymentForm(method),
    refund,
  });
  return { card: provider('card'), bizum: provider('bizum') };
}

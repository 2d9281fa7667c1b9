import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Redsys' HMAC_SHA256_V1 signature, from its published integration guide: the merchant's secret key
 * (base64, 24 bytes) encrypts the order number with 3DES-CBC (zero IV, zero padding to 8 bytes); the
 * result is the HMAC-SHA256 key of the base64 parameters, and the signature is base64 of the HMAC.
 * Checked against Redsys' own test vectors in test/payments/redsys-signature.test.ts.
 */
export const SIGNATURE_VERSION = 'HMAC_SHA256_V1';

/** The key of one order: its number encrypted with the merchant's key. */
export function orderKey(secretKey: string, order: string): Buffer {
  const message = Buffer.from(order, 'utf8');
  const padded = Buffer.concat([message, Buffer.alloc((8 - (message.length % 8)) % 8)]);
  const cipher = createCipheriv('des-ede3-cbc', Buffer.from(secretKey, 'base64'), Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

/** The signature of `merchantParameters` (the base64 text itself, as sent) for `order`, in base64. */
export function sign(secretKey: string, order: string, merchantParameters: string): string {
  return createHmac('sha256', orderKey(secretKey, order)).update(merchantParameters).digest('base64');
}

/**
 * Bytes of a base64 text in either alphabet: Redsys signs notifications in URL-safe base64 (`-`, `_`)
 * and others in the standard one. Undefined for anything else, so junk never decodes to something.
 */
export function base64Bytes(text: string): Buffer | undefined {
  if (!/^[A-Za-z0-9+/\-_]*={0,2}$/.test(text)) return undefined;
  return Buffer.from(text.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
}

/** Whether `signature` (either alphabet) is the right one, compared in constant time. */
export function verify(
  secretKey: string,
  order: string,
  merchantParameters: string,
  signature: string,
): boolean {
  const given = base64Bytes(signature);
  const expected = Buffer.from(sign(secretKey, order, merchantParameters), 'base64');
  return given !== undefined && given.length === expected.length && timingSafeEqual(given, expected);
}

/** The JSON object in base64 parameters (either alphabet), or undefined when they are not one. */
export function decodeParameters(merchantParameters: string): Record<string, unknown> | undefined {
  const bytes = base64Bytes(merchantParameters);
  if (!bytes) return undefined;
  try {
    const value: unknown = JSON.parse(bytes.toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Parameters as Redsys reads them: JSON in standard base64. */
export function encodeParameters(parameters: Record<string, string>): string {
  return Buffer.from(JSON.stringify(parameters), 'utf8').toString('base64');
}

import { createHash, randomBytes } from 'node:crypto';

/** A random token for a cookie or an email link; only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

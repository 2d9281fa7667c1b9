import type { FastifyInstance } from 'fastify';
import { EARLY_TAPS_HASH } from '../seo/earlyTaps';
import { START_SCRIPTS_HASH } from '../seo/startScripts';

/**
 * The Content-Security-Policy allows no inline script but two, named by their hashes (the rendered
 * pages' keeper of early taps, seo/earlyTaps.ts, and their scripts' starter, seo/startScripts.ts),
 * and nothing from another origin except https images (an admin may give a book an https cover). Styles may be inline because styled-components
 * writes its rules into <style> tags at run time. The shop is never framed.
 */
function contentSecurityPolicy(formOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${EARLY_TAPS_HASH} ${START_SCRIPTS_HASH}`,
    "style-src 'self' 'unsafe-inline'",
    // blob: the back office previews a chosen image before it is uploaded.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formOrigins].join(' '),
    "frame-ancestors 'none'",
  ].join(';');
}

/**
 * Helmet's set of headers with the shop's policy, written out once: building them for each request
 * (as @fastify/helmet did) cost a tenth of a cached book page's time. HSTS only means something over
 * HTTPS, which a proxy in front of the shop provides and sets.
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy([]),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  // The old XSS auditors did more harm than good; 0 switches them off.
  'x-xss-protection': '0',
};

/**
 * Lets the shop's pages post one form to another origin: the bank's pay page (Redsys' redirection),
 * where the checkout sends the shopper. Set once, when the process builds its app, before any answer.
 */
export function allowFormsTo(origin: string): void {
  (securityHeaders as Record<string, string>)['content-security-policy'] = contentSecurityPolicy([origin]);
}

/** Security headers on every answer, API, pages, files and errors alike. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
}

import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';

/**
 * A browser that saw this over HTTPS reaches the shop's host (and its subdomains) only over HTTPS for
 * two years, so nobody on its way can strip TLS from a later visit and read a session cookie.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Whether a request came over HTTPS: on a TLS socket, or through a trusted proxy (TRUST_PROXY) whose
 * last `X-Forwarded-Proto` says https. The same decision as Fastify's `request.protocol`, made on the
 * bare request so that answers the read cache sends before Fastify sees them get it too.
 */
export function httpsCheck(trustProxy: boolean | string): (request: IncomingMessage) => boolean {
  const trusted =
    trustProxy === true
      ? () => true
      : trustProxy
        ? proxyAddr.compile(trustProxy.split(',').map((address) => address.trim()))
        : () => false;
  return (request) => {
    const forwarded = request.headers['x-forwarded-proto'];
    const address = request.socket.remoteAddress;
    if (forwarded && address !== undefined && trusted(address, 0)) {
      const last = String(forwarded).split(',').pop()?.trim();
      return last === 'https';
    }
    return 'encrypted' in request.socket && request.socket.encrypted === true;
  };
}

/**
 * `Strict-Transport-Security` on every answer over HTTPS, and never over plain HTTP: there it means
 * nothing (browsers ignore it), and a shop reached over plain HTTP on purpose (a test, a LAN) must not
 * be told to refuse it.
 */
export function registerStrictTransport(
  app: FastifyInstance,
  overHttps: (request: IncomingMessage) => boolean,
) {
  app.addHook('onRequest', (request, reply, done) => {
    if (overHttps(request.raw)) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done();
  });
}

import type { FastifyRequest } from 'fastify';
import type { PasswordHasher } from '../auth/passwords';
import type { Database } from '../db/client';
import type { Auth } from '../http/auth';
import type { ShopLanguages } from '../http/languages';
import type { Outbox } from '../mail/outbox';

/** What every resource plugin is given by buildApp. */
export interface RouteOptions {
  db: Database;
  auth: Auth;
  /** The languages the shop offers (SHOP_LANGUAGES): a reader's language is checked against them. */
  languages: ShopLanguages;
}

/** Routes that ask for the signed-in user's password again (auth/confirm-password.ts). */
export interface AdminRouteOptions extends RouteOptions {
  passwords: PasswordHasher;
}

export interface UserRouteOptions extends AdminRouteOptions {
  outbox: Outbox;
  /** The shop's public origin (PUBLIC_URL): mailed links start with it, never with a request's Host. */
  publicUrl: string;
  /** Sign-ups allowed from one address in an hour (SIGN_UPS_PER_HOUR); signUpLimits' when absent. */
  signUpsPerHour?: number;
}

/** Who a guard lets through; the OpenAPI document reads it from a route's hooks (ops/openapi.ts). */
export type GuardKind = 'signedIn' | 'admin';
export const guardKind = Symbol('guardKind');
type Guard = ((request: FastifyRequest) => Promise<void>) & { [guardKind]: GuardKind };

/**
 * Route hooks that check the session before the body is validated, so a guest learns that they must
 * sign in (401) rather than what is wrong with their input.
 */
export function guards(auth: Auth): Record<GuardKind, Guard> {
  return {
    signedIn: Object.assign(
      async (request: FastifyRequest) => {
        await auth.requireUser(request);
      },
      { [guardKind]: 'signedIn' as const },
    ),
    admin: Object.assign(
      async (request: FastifyRequest) => {
        await auth.requireAdmin(request);
      },
      { [guardKind]: 'admin' as const },
    ),
  };
}

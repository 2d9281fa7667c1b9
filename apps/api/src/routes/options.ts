import type { FastifyRequest } from 'fastify';
import type { PasswordHasher } from '../auth/passwords';
import type { Database } from '../db/client';
import type { Auth } from '../http/auth';
import type { Outbox } from '../mail/outbox';

/** What every resource plugin is given by buildApp. */
export interface RouteOptions {
  db: Database;
  auth: Auth;
}

export interface UserRouteOptions extends RouteOptions {
  passwords: PasswordHasher;
  outbox: Outbox;
}

/**
 * Route hooks that check the session before the body is validated, so a guest learns that they must
 * sign in (401) rather than what is wrong with their input.
 */
export function guards(auth: Auth) {
  return {
    signedIn: async (request: FastifyRequest) => {
      await auth.requireUser(request);
    },
    admin: async (request: FastifyRequest) => {
      await auth.requireAdmin(request);
    },
  };
}

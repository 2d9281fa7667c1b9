import {
  errorBodySchema,
  SOCIAL_ERROR_PARAM,
  type SocialProvider,
  type SocialSignInError,
  safeNextPath,
  shopPaths,
  socialApiPaths,
  socialProviders,
  socialProvidersResponseSchema,
} from '@bookshop/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { newToken, tokenHash } from '../auth/tokens';
import {
  findSocialUser,
  linkSocialIdentity,
  markActivated,
  SOCIAL_SIGN_IN_LIFETIME_MS,
  saveSocialSignIn,
  takeSocialSignIn,
} from '../db/social';
import { createUser, findUserByEmail, type UserRow } from '../db/users';
import { HttpError } from '../http/errors';
import { responseSchema } from '../http/schemas';
import type { RouteOptions } from './options';

/** One provider's OpenID Connect client, from FACEBOOK_* or LINKEDIN_* (config.ts, README). */
export interface SocialProviderSettings {
  clientId: string;
  clientSecret: string;
  /** The issuer whose `/.well-known/openid-configuration` names the endpoints. */
  issuer: string;
}
export type SocialSettings = Partial<Record<SocialProvider, SocialProviderSettings>>;

export interface SocialRouteOptions extends RouteOptions {
  providers: SocialSettings;
  /** PUBLIC_URL: the callback address the provider is told, never built from a request's Host. */
  publicUrl: string;
}

/** The cookie that ties a sign-in under way to the browser that started it (its row: db/social.ts). */
export const SOCIAL_COOKIE = 'social_sign_in';
const SCOPE = 'openid email profile';

const startQuerySchema = z.object({ next: z.string().max(2000).optional() });
const callbackQuerySchema = z.record(z.string(), z.string().max(4000));

/** Names for a new account from the provider's claims: one line each, at most 100 characters. */
function namesOf(claims: Record<string, unknown>, email: string): { name: string; surname: string } {
  const clean = (value: unknown) =>
    typeof value === 'string'
      ? value
          .replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')
          .trim()
          .slice(0, 100)
      : '';
  const full = clean(claims.name).split(/\s+/);
  const name = clean(claims.given_name) || full[0] || email.split('@')[0] || 'Reader';
  const surname = clean(claims.family_name) || full.slice(1).join(' ');
  return { name, surname };
}

/**
 * Facebook and LinkedIn sign-in through OpenID Connect (openid-client): authorization code with PKCE,
 * state and nonce. `GET /api/facebook_login` (or `/linked_in_login`) starts it; the provider sends the
 * browser back to `.../callback`, which signs the shopper in and returns them to `next`. A provider
 * account joins an existing shopper only when the provider says the address is verified.
 */
export const socialRoutes: FastifyPluginAsync<SocialRouteOptions> = async (app, options) => {
  const { db, auth, providers, publicUrl } = options;
  const configured = socialProviders.filter((provider) => providers[provider]);
  const discovered = new Map<SocialProvider, Promise<oidc.Configuration>>();

  /** The provider's endpoints, asked once per process (again after a failure). */
  function configuration(provider: SocialProvider, settings: SocialProviderSettings) {
    let found = discovered.get(provider);
    if (!found) {
      const issuer = new URL(settings.issuer);
      // Plain HTTP only for a provider on this machine (the tests' own OpenID provider).
      const local =
        issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
      found = oidc.discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        undefined,
        local ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      found.catch(() => discovered.delete(provider));
      discovered.set(provider, found);
    }
    return found;
  }

  const callbackUrl = (provider: SocialProvider) =>
    new URL(`/api${socialApiPaths.callback(provider)}`, publicUrl);

  app.get(
    socialApiPaths.providers(),
    {
      schema: {
        summary: 'The social sign-in providers this shop is configured for',
        response: { 200: responseSchema(socialProvidersResponseSchema) },
      },
    },
    async () => ({ providers: configured }),
  );

  for (const provider of socialProviders) {
    const start = async (
      request: FastifyRequest<{ Querystring: { next?: string } }>,
      reply: FastifyReply,
    ) => {
      const settings = providers[provider];
      if (!settings) {
        throw new HttpError(501, 'providerNotConfigured', 'This sign-in provider is not configured');
      }
      let config: oidc.Configuration;
      try {
        config = await configuration(provider, settings);
      } catch (error) {
        request.log.warn({ err: error, provider }, 'social sign-in provider discovery failed');
        throw new HttpError(
          503,
          'providerUnavailable',
          'The sign-in provider does not answer; try again later',
          undefined,
          {
            'retry-after': '30',
          },
        );
      }
      const id = newToken();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await saveSocialSignIn(db, {
        idHash: tokenHash(id),
        provider,
        state,
        codeVerifier,
        nonce,
        next: safeNextPath(request.query.next),
      });
      reply.setCookie(SOCIAL_COOKIE, id, {
        path: '/api',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        signed: true,
        maxAge: SOCIAL_SIGN_IN_LIFETIME_MS / 1000,
      });
      const authorization = oidc.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl(provider).href,
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return reply.redirect(authorization.href, 303);
    };
    const startSchema = {
      summary: `Starts signing in with ${provider}; \`next\` is where the shop returns afterwards`,
      querystring: startQuerySchema,
      redirect: `the provider's sign-in page`,
      response: { 501: responseSchema(errorBodySchema) },
    };
    app.get(socialApiPaths.start(provider), { schema: startSchema }, start);
    // The SPEC's calls are POSTs; a form may start the same way.
    app.post(socialApiPaths.start(provider), { schema: startSchema }, start);

    app.get<{ Querystring: Record<string, string> }>(
      socialApiPaths.callback(provider),
      {
        schema: {
          summary: `Where ${provider} sends the shopper back: signs them in`,
          querystring: callbackQuerySchema,
          redirect: `\`next\` in the shop, signed in; or the sign-in page with \`${SOCIAL_ERROR_PARAM}\``,
        },
      },
      async (request, reply) => {
        const refuse = (code: SocialSignInError) =>
          reply.redirect(`${shopPaths.signIn()}?${SOCIAL_ERROR_PARAM}=${code}`, 303);
        reply.clearCookie(SOCIAL_COOKIE, { path: '/api' });
        const settings = providers[provider];
        if (!settings) {
          throw new HttpError(501, 'providerNotConfigured', 'This sign-in provider is not configured');
        }
        const cookie = request.cookies[SOCIAL_COOKIE];
        const unsigned = cookie ? request.unsignCookie(cookie) : undefined;
        const flow =
          unsigned?.valid && unsigned.value
            ? await takeSocialSignIn(db, tokenHash(unsigned.value))
            : undefined;
        if (!flow || flow.provider !== provider) return refuse('socialSignInExpired');
        if (request.query.error && request.query.state === flow.state) return refuse('socialSignInCancelled');

        let claims: Record<string, unknown>;
        let config: oidc.Configuration;
        try {
          config = await configuration(provider, settings);
          // The address the provider sent the browser to, on the configured origin (not the Host header).
          const current = new URL(request.url, publicUrl);
          const tokens = await oidc.authorizationCodeGrant(config, current, {
            pkceCodeVerifier: flow.codeVerifier,
            expectedState: flow.state,
            expectedNonce: flow.nonce,
            idTokenExpected: true,
          });
          claims = { ...tokens.claims() };
          if (typeof claims.email !== 'string' && tokens.access_token) {
            const info = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
            claims = { ...info, ...claims };
          }
        } catch (error) {
          request.log.warn({ err: error, provider }, 'social sign-in refused');
          return refuse('socialSignInFailed');
        }

        const subject = String(claims.sub);
        let user: UserRow | undefined = await findSocialUser(db, provider, subject);
        if (!user) {
          const email = typeof claims.email === 'string' ? claims.email.trim() : '';
          if (!z.email().max(254).safeParse(email).success) return refuse('socialEmailMissing');
          const verified = claims.email_verified === true || claims.email_verified === 'true';
          user = await findUserByEmail(db, email);
          if (user && !verified) return refuse('socialEmailNotVerified');
          if (!user) {
            // An account made here has no password: it signs in through its provider (or a reset).
            const created = await createUser(db, {
              ...namesOf(claims, email),
              email,
              telephone: '',
              passwordHash: '',
              activationTokenHash: null,
              activated: verified,
            });
            // Taken meanwhile by a sign-up: the same rule as for an account that was there before.
            if (!created && !verified) return refuse('socialEmailNotVerified');
            user = created ?? (await findUserByEmail(db, email));
            if (!user) return refuse('socialSignInFailed');
          }
          await linkSocialIdentity(db, { provider, subject, userId: user.id });
          if (verified) await markActivated(db, user.id);
        }
        await auth.startSession(request, reply, user.id);
        return reply.redirect(flow.next, 303);
      },
    );
  }
};

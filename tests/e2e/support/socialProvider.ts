import { OAuth2Server } from 'oauth2-mock-server';

/** Where the journeys' OpenID provider listens; playwright.config.ts names it the shop's "Facebook". */
export const SOCIAL_PROVIDER_PORT = Number(process.env.E2E_SOCIAL_PROVIDER_PORT ?? 3845);

/** A real OpenID provider on this machine that signs anyone in at once, as `account` says. */
export async function startSocialProvider(account: () => Record<string, unknown>): Promise<OAuth2Server> {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, account());
  });
  await provider.start(SOCIAL_PROVIDER_PORT, 'localhost');
  return provider;
}

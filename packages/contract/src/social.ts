import { z } from 'zod';
import { messages } from './messages';

// Profile images and social sign-in (issue 19).

/** The sign-in providers the shop knows; each is used only when configured (README "Social sign-in"). */
export const socialProviders = ['facebook', 'linkedin'] as const;
export type SocialProvider = (typeof socialProviders)[number];

/** The SPEC's paths of each provider's sign-in (under `/api`). */
const socialLoginPaths: Record<SocialProvider, string> = {
  facebook: '/facebook_login',
  linkedin: '/linked_in_login',
};

/** The social sign-in calls (under `/api`), written once for the server, the data layer and the shop. */
export const socialApiPaths = {
  /** Which providers are configured: `{ providers }`. */
  providers: () => '/social_login/providers',
  /** Starts the provider's sign-in (a redirect to it); `next` is where to return in the shop. */
  start: (provider: SocialProvider, next?: string) =>
    `${socialLoginPaths[provider]}${next ? `?${new URLSearchParams({ next }).toString()}` : ''}`,
  /** Where the provider sends the browser back. */
  callback: (provider: SocialProvider) => `${socialLoginPaths[provider]}/callback`,
} as const;

export const socialProvidersResponseSchema = z.object({ providers: z.array(z.enum(socialProviders)) });
export type SocialProvidersResponse = z.infer<typeof socialProvidersResponseSchema>;

/**
 * Why a social sign-in ended without a session: the callback sends the browser to the sign-in page
 * with `?social_error=<code>`, and the shop says it in the reader's language.
 */
export const socialSignInErrors = [
  'socialSignInFailed',
  'socialSignInExpired',
  'socialSignInCancelled',
  'socialEmailMissing',
  'socialEmailNotVerified',
] as const;
export type SocialSignInError = (typeof socialSignInErrors)[number];
export const SOCIAL_ERROR_PARAM = 'social_error';

/** Largest profile image `POST /uploads?kind=profile` takes (other kinds: `UPLOAD_MAX_BYTES`). */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * A profile image is one the shop stored (`POST /uploads?kind=profile` → its `url`): never an outside
 * address, which would let a commenter's picture follow every reader of a book page.
 */
export const profileImageSchema = z
  .string()
  .regex(/^\/uploads\/[0-9a-f]{32}-\d{1,4}\.webp$/, messages.imageNotUrl);

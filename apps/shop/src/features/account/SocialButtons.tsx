import {
  SOCIAL_ERROR_PARAM,
  type SocialProvider,
  type SocialSignInError,
  socialApiPaths,
  socialSignInErrors,
} from '@bookshop/contract';
import { useSocialProviders } from '@bookshop/data';
import { SocialSignIn } from '@bookshop/ui';
import { useSearchParams } from 'react-router-dom';
import { useAreaWords } from '../../i18n/area';
import { accountArea } from './accountWords';

/** The providers' own names, the same in every language. */
const providerNames: Record<SocialProvider, string> = { facebook: 'Facebook', linkedin: 'LinkedIn' };

const isSocialError = (code: string | null): code is SocialSignInError =>
  socialSignInErrors.includes(code as SocialSignInError);

/**
 * Sign-in with the providers the shop is configured for (the API says which), returning to `next`;
 * and why the last one did not sign in, when the API sent the shopper back with `?social_error=`.
 */
export function SocialButtons({ next }: { next: string }) {
  const { words } = useAreaWords(accountArea);
  const { data: providers = [] } = useSocialProviders();
  const [search] = useSearchParams();
  const code = search.get(SOCIAL_ERROR_PARAM);
  return (
    <SocialSignIn
      providers={providers.map((provider) => ({
        id: provider,
        name: providerNames[provider],
        // The API's own address: a whole page load that leaves for the provider.
        href: `/api${socialApiPaths.start(provider, next)}`,
      }))}
      error={isSocialError(code) ? words.social.errors[code] : undefined}
    />
  );
}

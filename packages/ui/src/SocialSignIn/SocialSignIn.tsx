'use client';
import { forwardRef, useId } from 'react';
import { styled } from 'styled-components';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { componentRoot, secondaryButton } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type SocialSignInLabels, socialSignInLabels } from './labels';

export interface SocialSignInProvider {
  id: string;
  /** Its own name, the same in every language ("Facebook"). */
  name: string;
  /** Where its sign-in starts: a whole page load (it leaves for the provider), never a client route. */
  href: string;
}

export interface SocialSignInProps extends RootProps {
  /** Only the providers the shop can use; nothing is shown without any. */
  providers: SocialSignInProvider[];
  /** Why the last attempt did not sign in, announced. */
  error?: string;
  labels?: Partial<SocialSignInLabels>;
}

const part = partsOf('social-sign-in');

/**
 * "Continue with Facebook / LinkedIn" below a sign-in or sign-up form.
 *
 * Parts (`data-scope="social-sign-in"`): `root` (takes `ref`), `error`, `heading`, `provider` (each
 * link, with `data-provider`).
 */
export const SocialSignIn = forwardRef<HTMLElement, SocialSignInProps>(function SocialSignIn(
  { providers, error, labels, ...root },
  ref,
) {
  const text = useLabels('socialSignIn', socialSignInLabels, labels);
  const headingId = useId();
  if (providers.length === 0 && !error) return null;
  return (
    <Root
      ref={ref}
      aria-labelledby={providers.length > 0 ? headingId : undefined}
      {...part('root')}
      {...rootProps(root)}
    >
      {error && (
        <p role="alert" {...part('error')}>
          {error}
        </p>
      )}
      {providers.length > 0 && (
        <>
          <h2 id={headingId} {...part('heading')}>
            {text.heading}
          </h2>
          <ul>
            {providers.map((provider) => (
              <li key={provider.id}>
                <a href={provider.href} {...part('provider')} data-provider={provider.id}>
                  {text.continueWith(provider.name)}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </Root>
  );
});

const Root = styled.section`
  ${componentRoot}
  display: grid;
  gap: ${vars.space.sm};
  margin-top: ${vars.space.lg};

  h2 {
    margin: 0;
    font-size: ${vars.fontSize.md};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    ${secondaryButton}
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    text-decoration: none;
  }
  p[role='alert'] {
    margin: 0;
    color: ${vars.color.danger};
  }
`;

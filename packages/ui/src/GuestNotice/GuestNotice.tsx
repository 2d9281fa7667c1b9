'use client';
import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { Link } from '../Link';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useBookshop, useLabels } from '../provider/context';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';
import { guestNoticeLabels } from './labels';

export interface GuestNoticeProps extends RootProps {
  /** e.g. "Sign in to rate this book and leave a comment." */
  message: string;
  /** The sign-in link's text; the provider's `labels.guestNotice.signIn` otherwise. */
  signInLabel?: string;
}

const part = partsOf('guest-notice');

/**
 * Shown to guests instead of what needs an account (rating, comments), with a way to sign in.
 *
 * Parts (`data-scope="guest-notice"`): `root` (takes `ref`), `message`, `sign-in`.
 */
export const GuestNotice = forwardRef<HTMLParagraphElement, GuestNoticeProps>(function GuestNotice(
  { message, signInLabel, ...root },
  ref,
) {
  const text = useLabels('guestNotice', guestNoticeLabels);
  const { routes } = useBookshop();
  return (
    <Notice ref={ref} {...part('root')} {...rootProps(root)}>
      <span {...part('message')}>{message}</span>{' '}
      <Link href={routes.signIn()} {...part('sign-in')}>
        {signInLabel ?? text.signIn}
      </Link>
    </Notice>
  );
});

const Notice = styled.p`
  ${componentRoot}
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};

  a {
    color: ${vars.color.primary};
  }
`;

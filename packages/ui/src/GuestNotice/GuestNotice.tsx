'use client';
import { styled } from 'styled-components';
import { Link } from '../Link';
import { useBookshop, useLabels } from '../provider/context';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';
import { guestNoticeLabels } from './labels';

export interface GuestNoticeProps {
  /** e.g. "Sign in to rate this book and leave a comment." */
  message: string;
  /** The sign-in link's text; the provider's `labels.guestNotice.signIn` otherwise. */
  signInLabel?: string;
}

/** Shown to guests instead of what needs an account (rating, comments), with a way to sign in. */
export function GuestNotice({ message, signInLabel }: GuestNoticeProps) {
  const text = useLabels('guestNotice', guestNoticeLabels);
  const { routes } = useBookshop();
  return (
    <Notice>
      <span>{message}</span> <Link href={routes.signIn()}>{signInLabel ?? text.signIn}</Link>
    </Notice>
  );
}

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

import styled from 'styled-components';
import { Link } from '../Link';

export interface GuestNoticeProps {
  /** e.g. "Sign in to rate this book and leave a comment." */
  message: string;
  /** e.g. "Sign in"; links to /sign_in. */
  signInLabel?: string;
}

/** Shown to guests instead of the rating and comment form. */
export function GuestNotice({ message, signInLabel = 'Sign in' }: GuestNoticeProps) {
  return (
    <Notice>
      <span>{message}</span> <Link href="/sign_in">{signInLabel}</Link>
    </Notice>
  );
}

const Notice = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};

  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;

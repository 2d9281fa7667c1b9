import styled from 'styled-components';
import { Link } from '../Link';
import { type LanguageCode, LanguageSelector } from './LanguageSelector';

export interface TopBarUser {
  name: string;
  profileImage?: string | null;
}

export interface TopBarLabels {
  language: string;
  signIn: string;
  signUp: string;
  orders: string;
  greeting: (name: string) => string;
  account: string;
}

export interface TopBarProps {
  /** The current language. */
  language: LanguageCode;
  /** Called with the language the reader picks. */
  onLanguageChange: (language: LanguageCode) => void;
  /** The signed-in user; absent for guests. */
  user?: TopBarUser | null;
  /** Every text of the bar, in the reader's language. */
  labels?: TopBarLabels;
}

const englishLabels: TopBarLabels = {
  language: 'Language',
  signIn: 'Sign in',
  signUp: 'Sign up',
  orders: 'Orders',
  greeting: (name) => `Hi, ${name}`,
  account: 'My account',
};

/** The thin bar above the header: language, sign in and up or the greeting, and the orders link. */
export function TopBar({ language, onLanguageChange, user, labels = englishLabels }: TopBarProps) {
  return (
    <Bar aria-label={labels.account}>
      <LanguageSelector value={language} onChange={onLanguageChange} label={labels.language} />
      <Links>
        <Link href={user ? '/my_account/my_orders' : '/sign_in'}>{labels.orders}</Link>
        {user ? (
          <Link href="/my_account/settings" className="greeting">
            {user.profileImage ? (
              <img src={user.profileImage} alt="" width={28} height={28} />
            ) : (
              <Initial aria-hidden="true">{user.name.slice(0, 1)}</Initial>
            )}
            {labels.greeting(user.name)}
          </Link>
        ) : (
          <>
            <Link href="/sign_in">{labels.signIn}</Link>
            <Link href="/sign_up">{labels.signUp}</Link>
          </>
        )}
      </Links>
    </Bar>
  );
}

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.text};

  a {
    color: inherit;
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 36px;
  }
  img {
    border-radius: 50%;
    object-fit: cover;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const Initial = styled.span`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  font-weight: 700;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.accent};
`;

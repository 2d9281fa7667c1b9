'use client';
import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { Link } from '../Link';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useBookshop, useImageAttributes, useLabels } from '../provider/context';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type LanguageCode, type LanguageOption, LanguageSelector } from './LanguageSelector';
import { type TopBarLabels, topBarLabels } from './labels';

export interface TopBarUser {
  name: string;
  profileImage?: string | null;
}

export interface TopBarProps extends RootProps {
  /** The current language. */
  language: LanguageCode;
  /** Called with the language the reader picks. */
  onLanguageChange: (language: LanguageCode) => void;
  /** The languages the selector offers, in order; Español and English by default. */
  languages?: readonly LanguageOption[];
  /** The signed-in user; absent for guests. */
  user?: TopBarUser | null;
  /** The back office's address, given for admins only: a link to it beside the orders. */
  backOfficeHref?: string;
  /** Every text of the bar; the provider's `labels.topBar` otherwise. */
  labels?: Partial<TopBarLabels>;
}

const part = partsOf('top-bar');

/**
 * The thin bar above the header: language, sign in and up or the greeting, and the orders link.
 *
 * Parts (`data-scope="top-bar"`): `root` (the `<nav>`, which takes `ref`), `language` (the select),
 * `links`, `orders`, `back-office`, `greeting`, `sign-in`, `sign-up`.
 */
export const TopBar = forwardRef<HTMLElement, TopBarProps>(function TopBar(
  { language, onLanguageChange, languages, user, backOfficeHref, labels, ...root },
  ref,
) {
  const text = useLabels('topBar', topBarLabels, labels);
  const { routes } = useBookshop();
  const imageAttributes = useImageAttributes();
  return (
    <Bar ref={ref} aria-label={text.account} {...part('root')} {...rootProps(root)}>
      <LanguageSelector
        value={language}
        onChange={onLanguageChange}
        languages={languages}
        label={text.language}
        {...part('language')}
      />
      <Links {...part('links')}>
        <Link href={user ? routes.myOrders() : routes.signIn()} {...part('orders')}>
          {text.orders}
        </Link>
        {user && backOfficeHref && (
          <Link href={backOfficeHref} {...part('back-office')}>
            {text.backOffice}
          </Link>
        )}
        {user ? (
          <Link href={routes.settings()} {...part('greeting')}>
            {user.profileImage ? (
              <img {...imageAttributes(user.profileImage, '28px')} alt="" width={28} height={28} />
            ) : (
              <Initial aria-hidden="true">{user.name.slice(0, 1)}</Initial>
            )}
            <Greeting>{text.greeting(user.name)}</Greeting>
          </Link>
        ) : (
          <>
            <Link href={routes.signIn()} {...part('sign-in')}>
              {text.signIn}
            </Link>
            <Link href={routes.signUp()} {...part('sign-up')}>
              {text.signUp}
            </Link>
          </>
        )}
      </Links>
    </Bar>
  );
});

const Bar = styled.nav`
  ${componentRoot}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  padding: ${vars.space.xs} ${vars.space.lg};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.onInverse};
  background: ${vars.color.inverse};

  a {
    color: inherit;
    display: inline-flex;
    align-items: center;
    gap: ${vars.space.xs};
    min-height: 36px;
  }
  img {
    display: block;
    border-radius: 50%;
    object-fit: cover;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};

  /* On a phone the links have a row of their own, one line whoever reads: a guest, a reader (whom the
     server draws as "Hola, …"), an admin with one link more or a long name, which is cut short. The
     bar is then as tall before the page knows the reader as after, and nothing below it moves. */
  @media (max-width: 480px) {
    flex: 1 0 100%;
    flex-wrap: nowrap;
    min-width: 0;

    a {
      flex-shrink: 0;
    }
    [data-part='greeting'] {
      flex-shrink: 1;
      min-width: 0;
    }
  }
`;

const Greeting = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const Initial = styled.span`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  font-weight: 700;
  color: ${vars.color.onAccent};
  background: ${vars.color.accent};
`;

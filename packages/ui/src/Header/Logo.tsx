'use client';
import { forwardRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Link } from '../Link';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useBookshop } from '../provider/context';
import { vars } from '../theme/vars';

export interface LogoProps extends RootProps {
  /** The site title; its first letter is highlighted. With `children`, the link's accessible name. */
  title: string;
  /** Your own logo (an `<img alt="">`, an SVG) in place of the written title. */
  children?: ReactNode;
}

const part = partsOf('logo');

/**
 * The shop's name, linking to the home page: the title written with its first letter highlighted, or
 * your own logo (`children`), named by the title for screen readers.
 *
 * Parts (`data-scope="logo"`): `root` (the link, which takes `ref`), `title`, `first-letter`.
 */
export const Logo = forwardRef<HTMLAnchorElement, LogoProps>(function Logo(
  { title, children, ...root },
  ref,
) {
  const { routes } = useBookshop();
  const [first = '', ...rest] = Array.from(title);
  return (
    <HomeLink
      ref={ref}
      href={routes.home()}
      aria-label={children ? title : undefined}
      {...part('root')}
      {...rootProps(root)}
    >
      {children ?? (
        <Title {...part('title')}>
          <First {...part('first-letter')}>{first}</First>
          {rest.join('')}
        </Title>
      )}
    </HomeLink>
  );
});

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  text-decoration: none;
`;

const Title = styled.span`
  font-family: ${vars.font.heading};
  font-size: ${vars.fontSize.xl};
  font-weight: 700;
  color: ${vars.color.text};
  white-space: nowrap;
`;

const First = styled.span`
  color: ${vars.color.primary};
  font-size: 1.25em;
`;

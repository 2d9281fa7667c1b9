'use client';
import { styled } from 'styled-components';
import { Link } from '../Link';
import { useBookshop } from '../provider/context';
import { vars } from '../theme/vars';

export interface LogoProps {
  /** The site title; its first letter is highlighted. */
  title: string;
}

/** The shop's name, linking to the home page. */
export function Logo({ title }: LogoProps) {
  const { routes } = useBookshop();
  const [first = '', ...rest] = Array.from(title);
  return (
    <HomeLink href={routes.home()}>
      <Title>
        <First>{first}</First>
        {rest.join('')}
      </Title>
    </HomeLink>
  );
}

const HomeLink = styled(Link)`
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

import styled from 'styled-components';
import { Link } from '../Link';

export interface LogoProps {
  /** The site title; its first letter is highlighted. */
  title: string;
}

/** The shop's name, linking to the home page. */
export function Logo({ title }: LogoProps) {
  const [first = '', ...rest] = Array.from(title);
  return (
    <Link href="/" className="bookshop-logo">
      <Title>
        <First>{first}</First>
        {rest.join('')}
      </Title>
    </Link>
  );
}

const Title = styled.span`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 700;
  color: ${({ theme }) => theme.color.text};
  white-space: nowrap;
`;

const First = styled.span`
  color: ${({ theme }) => theme.color.primary};
  font-size: 1.25em;
`;

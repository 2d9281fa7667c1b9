import styled from 'styled-components';
import { Link } from '../Link';

export interface NotFoundProps {
  /** The heading, e.g. "Look like you're lost". */
  title: string;
  /** "look like you're lost" in the reader's language. */
  text: string;
  /** The link back, e.g. "Go to the main page". */
  linkLabel: string;
  /** Where the link goes; the main page by default. */
  href?: string;
}

/** The page for every unknown address, with a way back to the main page. */
export function NotFound({ title, text, linkLabel, href = '/main' }: NotFoundProps) {
  return (
    <Section aria-labelledby="not-found-title">
      <Code aria-hidden="true">404</Code>
      <h1 id="not-found-title">{title}</h1>
      <p>{text}</p>
      <Link href={href}>{linkLabel}</Link>
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.md}`};
  text-align: center;

  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;

const Code = styled.span`
  font-family: ${({ theme }) => theme.font.heading};
  font-size: 72px;
  line-height: 1;
  color: ${({ theme }) => theme.color.primary};
`;

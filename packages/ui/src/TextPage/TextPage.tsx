'use client';
import { styled } from 'styled-components';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';

export interface TextPageProps {
  /** The page's heading. */
  title: string;
  /** The text, one paragraph per entry. */
  paragraphs: string[];
}

/** A static text page (about us, delivery, returns...): a title and paragraphs of plain text. */
export function TextPage({ title, paragraphs }: TextPageProps) {
  return (
    <Article>
      <h1>{title}</h1>
      {paragraphs.map((text, index) => (
        // Paragraphs are static and never reordered.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list
        <p key={index}>{text}</p>
      ))}
    </Article>
  );
}

const Article = styled.article`
  ${componentRoot}
  max-width: 72ch;
  line-height: 1.6;

  h1 {
    font-family: ${vars.font.heading};
    font-size: ${vars.fontSize.xxl};
  }
`;

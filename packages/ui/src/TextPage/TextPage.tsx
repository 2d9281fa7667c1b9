import styled from 'styled-components';

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
  max-width: 72ch;
  color: ${({ theme }) => theme.color.text};
  line-height: 1.6;

  h1 {
    font-family: ${({ theme }) => theme.font.heading};
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
`;

'use client';
import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';

export interface TextPageProps extends RootProps {
  /** The page's heading. */
  title: string;
  /** The text, one paragraph per entry. */
  paragraphs: string[];
}

const part = partsOf('text-page');

/**
 * A static text page (about us, delivery, returns...): a title and paragraphs of plain text.
 *
 * Parts (`data-scope="text-page"`): `root` (the `<article>`, which takes `ref`), `title`, `paragraph`.
 */
export const TextPage = forwardRef<HTMLElement, TextPageProps>(function TextPage(
  { title, paragraphs, ...root },
  ref,
) {
  return (
    <Article ref={ref} {...part('root')} {...rootProps(root)}>
      <h1 {...part('title')}>{title}</h1>
      {paragraphs.map((text, index) => (
        // Paragraphs are static and never reordered.
        // biome-ignore lint/suspicious/noArrayIndexKey: static list
        <p key={index} {...part('paragraph')}>
          {text}
        </p>
      ))}
    </Article>
  );
});

const Article = styled.article`
  ${componentRoot}
  max-width: 72ch;
  line-height: 1.6;

  h1 {
    font-family: ${vars.font.heading};
    font-size: ${vars.fontSize.xxl};
  }
`;

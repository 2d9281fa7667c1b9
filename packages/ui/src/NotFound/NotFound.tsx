'use client';
import { forwardRef, useId } from 'react';
import { styled } from 'styled-components';
import { Link } from '../Link';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useBookshop, useLabels } from '../provider/context';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';
import { notFoundLabels } from './labels';

export interface NotFoundProps extends RootProps {
  /** The heading; the provider's `labels.notFound.title` otherwise. */
  title?: string;
  /** What happened, e.g. "Look like you're lost"; the provider's `labels.notFound.text` otherwise. */
  text?: string;
  /** The link back; the provider's `labels.notFound.link` otherwise. */
  linkLabel?: string;
  /** Where the link goes; `routes.home()` by default. */
  href?: string;
}

const part = partsOf('not-found');

/**
 * The page for an unknown address, with a way back.
 *
 * Parts (`data-scope="not-found"`): `root` (takes `ref`), `code` (the big 404), `title`, `text`, `link`.
 */
export const NotFound = forwardRef<HTMLElement, NotFoundProps>(function NotFound(
  { title, text, linkLabel, href, ...root },
  ref,
) {
  const labels = useLabels('notFound', notFoundLabels);
  const { routes } = useBookshop();
  const titleId = useId();
  return (
    <Section ref={ref} aria-labelledby={titleId} {...part('root')} {...rootProps(root)}>
      <Code aria-hidden="true" {...part('code')}>
        404
      </Code>
      <h1 id={titleId} {...part('title')}>
        {title ?? labels.title}
      </h1>
      <p {...part('text')}>{text ?? labels.text}</p>
      <Link href={href ?? routes.home()} {...part('link')}>
        {linkLabel ?? labels.link}
      </Link>
    </Section>
  );
});

const Section = styled.section`
  ${componentRoot}
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.xxl} ${vars.space.md};
  text-align: center;

  h1 {
    margin: 0;
    font-family: ${vars.font.heading};
  }
  p {
    margin: 0;
    color: ${vars.color.muted};
  }
  a {
    color: ${vars.color.primary};
    font-weight: 600;
  }
`;

const Code = styled.span`
  font-family: ${vars.font.heading};
  font-size: 72px;
  line-height: 1;
  color: ${vars.color.primary};
`;

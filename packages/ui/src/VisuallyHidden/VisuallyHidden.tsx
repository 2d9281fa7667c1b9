'use client';
import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from 'styled-components';
import type { RootProps } from '../parts/parts';
import { visuallyHidden } from '../theme/mixins';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement>, RootProps {
  /** The element it is: a `<span>` by default; e.g. `'h1'` for a heading the page needs but does not show. */
  as?: 'span' | 'div' | 'p' | 'label' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

/** Text for screen readers only, e.g. a heading a page needs for its outline but does not show. */
export const VisuallyHidden = forwardRef<HTMLElement, VisuallyHiddenProps>(function VisuallyHidden(
  { as = 'span', ...props },
  ref,
) {
  return <Hidden ref={ref} as={as} {...props} />;
});

const Hidden = styled.span`
  ${visuallyHidden}
`;

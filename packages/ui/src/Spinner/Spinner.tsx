'use client';
import { forwardRef } from 'react';
import { keyframes, styled } from 'styled-components';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { visuallyHidden } from '../theme/mixins';
import { vars } from '../theme/vars';
import { spinnerLabels } from './labels';

export interface SpinnerProps extends RootProps {
  /** What is loading, for screen readers; the provider's `labels.spinner.loading` otherwise. */
  label?: string;
  /** Diameter in px. */
  size?: number;
}

const part = partsOf('spinner');

/**
 * A loading indicator announced politely to screen readers.
 *
 * Parts (`data-scope="spinner"`): `root` (takes `ref`), `circle`.
 */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { label, size = 32, ...root },
  ref,
) {
  const text = useLabels('spinner', spinnerLabels);
  return (
    <Wrapper ref={ref} role="status" {...part('root')} {...rootProps(root)}>
      <Circle aria-hidden="true" $size={size} {...part('circle')} />
      <Hidden>{label ?? text.loading}</Hidden>
    </Wrapper>
  );
});

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space.sm};
`;

const Circle = styled.span<{ $size: number }>`
  box-sizing: border-box;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${vars.color.border};
  border-top-color: ${vars.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

'use client';
import { keyframes, styled } from 'styled-components';
import { useLabels } from '../provider/context';
import { visuallyHidden } from '../theme/mixins';
import { vars } from '../theme/vars';
import { spinnerLabels } from './labels';

export interface SpinnerProps {
  /** What is loading, for screen readers; the provider's `labels.spinner.loading` otherwise. */
  label?: string;
  /** Diameter in px. */
  size?: number;
}

/** A loading indicator announced politely to screen readers. */
export function Spinner({ label, size = 32 }: SpinnerProps) {
  const text = useLabels('spinner', spinnerLabels);
  return (
    <Wrapper role="status">
      <Circle aria-hidden="true" $size={size} />
      <Hidden>{label ?? text.loading}</Hidden>
    </Wrapper>
  );
}

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

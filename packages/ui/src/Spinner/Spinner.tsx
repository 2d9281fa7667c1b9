import styled, { keyframes } from 'styled-components';

export interface SpinnerProps {
  /** Announced to screen readers, e.g. "Loading". */
  label?: string;
  size?: number;
}

/** A loading indicator: `role="status"` with a visually hidden label. */
export function Spinner({ label = 'Loading', size = 32 }: SpinnerProps) {
  return (
    <Status role="status">
      <Circle aria-hidden="true" $size={size} />
      <Hidden>{label}</Hidden>
    </Status>
  );
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Status = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
`;

const Circle = styled.span<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.round};
  animation: ${spin} 0.8s linear infinite;
`;

export const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  clip: rect(0 0 0 0);
  overflow: hidden;
  white-space: nowrap;
`;

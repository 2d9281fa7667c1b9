import styled, { keyframes } from 'styled-components';

export interface SpinnerProps {
  /** What is loading, for screen readers ("Loading"). */
  label?: string;
  /** Diameter in px. */
  size?: number;
}

/** A loading indicator announced politely to screen readers. */
export function Spinner({ label = 'Loading', size = 32 }: SpinnerProps) {
  return (
    <Wrapper role="status">
      <Circle aria-hidden="true" $size={size} />
      <span className="visually-hidden">{label}</span>
    </Wrapper>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.sm};
`;

const Circle = styled.span<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

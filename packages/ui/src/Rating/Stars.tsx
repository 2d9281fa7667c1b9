'use client';
import { styled } from 'styled-components';
import { vars } from '../theme/vars';

export interface StarsProps {
  /** 0 to 5, halves shown as half stars. */
  value: number;
  /** Accessible description, e.g. "Rating: 3.5 of 5". */
  label: string;
  /** Star size in px. */
  size?: number;
}

/** A read-only row of five stars filled to `value` (to the nearest half). */
export function Stars({ value, label, size = 18 }: StarsProps) {
  const rounded = Math.round(Math.min(Math.max(value, 0), 5) * 2) / 2;
  return (
    <Row role="img" aria-label={label} $size={size}>
      <Empty aria-hidden="true">★★★★★</Empty>
      <Filled aria-hidden="true" style={{ width: `${(rounded / 5) * 100}%` }}>
        ★★★★★
      </Filled>
    </Row>
  );
}

const Row = styled.span<{ $size: number }>`
  position: relative;
  display: inline-block;
  font-size: ${({ $size }) => $size}px;
  line-height: 1;
  letter-spacing: 2px;
  white-space: nowrap;
`;

const Empty = styled.span`
  color: ${vars.color.starEmpty};
`;

const Filled = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  overflow: hidden;
  color: ${vars.color.star};
`;

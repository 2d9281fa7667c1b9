'use client';
import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { vars } from '../theme/vars';

export interface StarsProps extends RootProps {
  /** 0 to 5, halves shown as half stars. */
  value: number;
  /** Accessible description, e.g. "Rating: 3.5 of 5". */
  label: string;
  /** Star size in px. */
  size?: number;
}

const part = partsOf('stars');

/**
 * A read-only row of five stars filled to `value` (to the nearest half), from the start of the line:
 * from the right in a right-to-left page.
 *
 * Parts (`data-scope="stars"`): `root` (takes `ref`), `empty`, `filled`.
 */
export const Stars = forwardRef<HTMLSpanElement, StarsProps>(function Stars(
  { value, label, size = 18, ...root },
  ref,
) {
  const rounded = Math.round(Math.min(Math.max(value, 0), 5) * 2) / 2;
  return (
    <Row ref={ref} role="img" aria-label={label} $size={size} {...part('root')} {...rootProps(root)}>
      <Empty aria-hidden="true" {...part('empty')}>
        ★★★★★
      </Empty>
      <Filled aria-hidden="true" style={{ width: `${(rounded / 5) * 100}%` }} {...part('filled')}>
        ★★★★★
      </Filled>
    </Row>
  );
});

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
  inset-block: 0;
  inset-inline-start: 0;
  overflow: hidden;
  color: ${vars.color.star};
`;

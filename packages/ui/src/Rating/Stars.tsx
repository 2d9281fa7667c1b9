'use client';
import { type CSSProperties, forwardRef } from 'react';
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
 * Parts (`data-scope="stars"`): `root` (takes `ref`); its `::after` draws the filled stars.
 */
export const Stars = forwardRef<HTMLSpanElement, StarsProps>(function Stars(
  { value, label, size = 18, style, ...root },
  ref,
) {
  const rounded = Math.round(Math.min(Math.max(value, 0), 5) * 2) / 2;
  return (
    <Row
      ref={ref}
      role="img"
      aria-label={label}
      {...part('root')}
      {...rootProps(root)}
      style={{ fontSize: size, '--bookshop-stars-filled': `${rounded * 20}%`, ...style } as CSSProperties}
    >
      ★★★★★
    </Row>
  );
});

// The empty stars are the text; the filled ones are drawn over them, cut to the rating's width. The
// image's name is its label: the stars themselves are never read out.
const Row = styled.span`
  position: relative;
  display: inline-block;
  line-height: 1;
  letter-spacing: 2px;
  white-space: nowrap;
  color: ${vars.color.starEmpty};

  &::after {
    content: '★★★★★';
    position: absolute;
    inset-block: 0;
    inset-inline-start: 0;
    width: var(--bookshop-stars-filled);
    overflow: hidden;
    color: ${vars.color.star};
  }
`;

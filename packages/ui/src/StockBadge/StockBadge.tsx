'use client';
import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { vars } from '../theme/vars';
import { type StockBadgeLabels, stockBadgeLabels } from './labels';

/**
 * A book's stock as the shop tells it. The kit is given the state, not the count: which counts are
 * "last few copies" is the shop's rule (`stockState` in the contract), decided in one place.
 */
export type StockBadgeState = keyof StockBadgeLabels;

export interface StockBadgeProps extends RootProps {
  state: StockBadgeState;
  /** Texts of the three states; the provider's `labels.stockBadge` otherwise. */
  labels?: Partial<StockBadgeLabels>;
}

const part = partsOf('stock-badge');

/**
 * "In stock", "Last few copies" or "Sold out" as a small badge; the text, not the colour, carries it.
 * Give it an `id` to describe a button by it.
 *
 * Parts (`data-scope="stock-badge"`): `root` (takes `ref`), with `data-stock` set to the state.
 */
export const StockBadge = forwardRef<HTMLSpanElement, StockBadgeProps>(function StockBadge(
  { state, labels, ...root },
  ref,
) {
  const text = useLabels('stockBadge', stockBadgeLabels, labels);
  return (
    <Badge ref={ref} data-stock={state} {...part('root')} {...rootProps(root)}>
      {text[state]}
    </Badge>
  );
});

const Badge = styled.span`
  display: inline-block;
  align-self: flex-start;
  padding: 2px ${vars.space.sm};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
  line-height: 1.4;
  white-space: nowrap;
  border-radius: ${vars.radius.round};
  border: 1px solid currentColor;
  background: ${vars.color.surface};
  color: ${vars.color.success};

  &[data-stock='lastCopies'] {
    color: ${vars.color.info};
  }
  &[data-stock='soldOut'] {
    color: ${vars.color.danger};
  }
`;

'use client';
import { styled } from 'styled-components';
import { useLabels } from '../provider/context';
import { vars } from '../theme/vars';
import { type StockBadgeLabels, stockBadgeLabels } from './labels';

/**
 * A book's stock as the shop tells it. The kit is given the state, not the count: which counts are
 * "last few copies" is the shop's rule (`stockState` in the contract), decided in one place.
 */
export type StockBadgeState = keyof StockBadgeLabels;

export interface StockBadgeProps {
  state: StockBadgeState;
  /** Its id, so that a disabled button can be described by it. */
  id?: string;
  /** Texts of the three states; the provider's `labels.stockBadge` otherwise. */
  labels?: Partial<StockBadgeLabels>;
}

/** "In stock", "Last few copies" or "Sold out" as a small badge; the text, not the colour, carries it. */
export function StockBadge({ state, id, labels }: StockBadgeProps) {
  const text = useLabels('stockBadge', stockBadgeLabels, labels);
  return (
    <Badge id={id} data-stock={state} $state={state}>
      {text[state]}
    </Badge>
  );
}

const Badge = styled.span<{ $state: StockBadgeState }>`
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
  color: ${({ $state }) =>
    $state === 'soldOut'
      ? vars.color.danger
      : $state === 'lastCopies'
        ? vars.color.info
        : vars.color.success};
`;

'use client';
import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { vars } from '../theme/vars';
import { orderStatusLabels } from './labels';
import type { OrderStatusName } from './order';

export interface OrderStatusProps extends RootProps {
  status: OrderStatusName;
  /** The status's name; the provider's `labels.orderStatus` otherwise. */
  label?: string;
}

const part = partsOf('order-status');

/**
 * An order's status as a small coloured badge; the text, not the colour, carries the meaning.
 *
 * Parts (`data-scope="order-status"`): `root` (takes `ref`), with `data-status`.
 */
export const OrderStatus = forwardRef<HTMLSpanElement, OrderStatusProps>(function OrderStatus(
  { status, label, ...root },
  ref,
) {
  const names = useLabels('orderStatus', orderStatusLabels);
  return (
    <Badge ref={ref} data-status={status} $status={status} {...part('root')} {...rootProps(root)}>
      {label ?? names[status]}
    </Badge>
  );
});

const Badge = styled.span<{ $status: OrderStatusName }>`
  display: inline-block;
  padding: 2px ${vars.space.sm};
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
  border-radius: ${vars.radius.round};
  border: 1px solid currentColor;
  color: ${({ $status }) =>
    $status === 'cancelled' || $status === 'return_requested'
      ? vars.color.danger
      : $status === 'delivered'
        ? vars.color.success
        : $status === 'shipped'
          ? vars.color.info
          : vars.color.text};
  background: ${vars.color.surface};
`;

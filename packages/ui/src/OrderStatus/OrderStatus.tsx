import styled from 'styled-components';
import type { OrderStatusName } from './order';

export interface OrderStatusProps {
  status: OrderStatusName;
  /** The status in the reader's language ("Shipped"). */
  label: string;
}

/** An order's status as a small coloured badge; the text, not the colour, carries the meaning. */
export function OrderStatus({ status, label }: OrderStatusProps) {
  return (
    <Badge data-status={status} $status={status}>
      {label}
    </Badge>
  );
}

const Badge = styled.span<{ $status: OrderStatusName }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid currentColor;
  color: ${({ theme, $status }) =>
    $status === 'cancelled' || $status === 'return_requested'
      ? theme.color.danger
      : $status === 'delivered'
        ? theme.color.success
        : $status === 'shipped'
          ? theme.color.focus
          : theme.color.text};
  background: ${({ theme }) => theme.color.surface};
`;

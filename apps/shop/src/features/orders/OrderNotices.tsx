import type { PaymentStatus } from '@bookshop/contract';
import { vars } from '@bookshop/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAreaWords } from '../../i18n/area';
import { orderWords } from './orderWords';

/** A notice above an order: placed, or what the bank said (red when it failed). */
export const OrderNotice = styled.p<{ $failed?: boolean }>`
  margin: 0 0 ${vars.space.md};
  padding: ${vars.space.md};
  font-weight: 600;
  color: ${({ $failed }) => ($failed ? vars.color.danger : vars.color.success)};
  background: ${vars.color.surface};
  border: 1px solid currentColor;
  border-radius: ${vars.radius.md};
`;

/**
 * What the server says of the payment (the bank's return address alone proves nothing); `refused` is
 * what the page says when the bank said no, with the way on it offers.
 */
export function PaymentResult({ status, refused }: { status: PaymentStatus; refused: ReactNode }) {
  const result = useAreaWords(orderWords).words.paymentResult;
  const message =
    status === 'pending'
      ? result.pending
      : status === 'refused'
        ? refused
        : status === 'expired'
          ? result.expired
          : status === 'paid'
            ? result.paid
            : undefined;
  // One live region whose text changes: a screen reader hears "waiting", then the outcome.
  return (
    <OrderNotice role="status" $failed={status === 'refused' || status === 'expired'}>
      {message}
    </OrderNotice>
  );
}

import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatPrice } from '../format';
import { Link } from '../Link';
import { OrderStatus } from '../OrderStatus';
import { englishStatuses } from '../OrderStatus/labels';
import { type OrderStatusName, type OrderView, orderDate, orderNumber } from '../OrderStatus/order';
import { secondaryButton } from '../theme/mixins';

export interface OrderDetailLabels {
  order: (number: string) => string;
  placedOn: string;
  books: string;
  quantity: string;
  price: string;
  total: string;
  delivery: string;
  freeDelivery: string;
  operatorDelivery: string;
  telephone: string;
  payment: string;
  cardOnDelivery: string;
  cancel: string;
  cancelConfirm: string;
  confirmCancel: string;
  keepOrder: string;
  requestReturn: string;
  returnHint: string;
  back: string;
  statuses: Record<OrderStatusName, string>;
}

export interface OrderDetailProps {
  order: OrderView;
  /** A return may be asked for (delivered, within 14 days): the shop knows the rule and the clock. */
  canRequestReturn: boolean;
  onCancel: (orderId: string) => void;
  onRequestReturn: (orderId: string) => void;
  /** While a change is being sent the buttons are disabled. */
  busy?: boolean;
  /** Why the last change failed, in the reader's language. */
  error?: string;
  backHref: string;
  locale?: string;
  labels?: OrderDetailLabels;
}

const englishLabels: OrderDetailLabels = {
  order: (number) => `Order ${number}`,
  placedOn: 'Placed on',
  books: 'Books',
  quantity: 'Quantity',
  price: 'Price',
  total: 'Total',
  delivery: 'Delivery',
  freeDelivery: 'Free delivery in Barcelona within 24 hours.',
  operatorDelivery: 'An operator will contact you about delivery.',
  telephone: 'Telephone',
  payment: 'Payment',
  cardOnDelivery: 'Card on delivery',
  cancel: 'Cancel the order',
  cancelConfirm: 'Cancel this order?',
  confirmCancel: 'Yes, cancel it',
  keepOrder: 'No, keep it',
  requestReturn: 'Request a return',
  returnHint: 'Books can be returned within 14 days of delivery.',
  back: 'Back to my orders',
  statuses: englishStatuses,
};

/** One order: its books, delivery and status; cancel while placed, ask for a return when allowed. */
export function OrderDetail({
  order,
  canRequestReturn,
  onCancel,
  onRequestReturn,
  busy = false,
  error,
  backHref,
  locale,
  labels = englishLabels,
}: OrderDetailProps) {
  const [confirming, setConfirming] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  // The cancel button gives way to the question: focus goes to its safe answer, not to the page.
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);
  const canCancel = order.status === 'placed';

  return (
    <Detail aria-labelledby="order-title">
      <Link href={backHref}>{labels.back}</Link>
      <Top>
        <h1 id="order-title">{labels.order(orderNumber(order.id))}</h1>
        <OrderStatus status={order.status} label={labels.statuses[order.status]} />
      </Top>
      <p>
        {labels.placedOn} <time dateTime={order.createdAt}>{orderDate(order.createdAt, locale)}</time>
      </p>
      <Scroll>
        <table>
          <thead>
            <tr>
              <th scope="col">{labels.books}</th>
              <th scope="col">{labels.quantity}</th>
              <th scope="col">{labels.price}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <th scope="row">{item.name}</th>
                <td>{item.count}</td>
                <td>{formatPrice(item.price * item.count, locale)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {labels.total}
              </th>
              <td>{formatPrice(order.total, locale)}</td>
            </tr>
          </tfoot>
        </table>
      </Scroll>
      <h2>{labels.delivery}</h2>
      <address>
        {order.delivery.street}
        <br />
        {order.delivery.postcode} {order.delivery.town}
        <br />
        {labels.telephone}: {order.delivery.telephone}
      </address>
      <p>{order.delivery.free ? labels.freeDelivery : labels.operatorDelivery}</p>
      <p>
        {labels.payment}: {labels.cardOnDelivery}
      </p>
      {error && <p role="alert">{error}</p>}
      <Actions>
        {canCancel &&
          (confirming ? (
            <Confirm>
              <span>{labels.cancelConfirm}</span>
              <button
                type="button"
                disabled={busy}
                onClick={() => {
                  setConfirming(false);
                  onCancel(order.id);
                }}
              >
                {labels.confirmCancel}
              </button>
              <button type="button" ref={keepButton} onClick={() => setConfirming(false)}>
                {labels.keepOrder}
              </button>
            </Confirm>
          ) : (
            <button type="button" disabled={busy} onClick={() => setConfirming(true)}>
              {labels.cancel}
            </button>
          ))}
        {canRequestReturn && (
          <>
            <button type="button" disabled={busy} onClick={() => onRequestReturn(order.id)}>
              {labels.requestReturn}
            </button>
            <small>{labels.returnHint}</small>
          </>
        )}
      </Actions>
    </Detail>
  );
}

const Detail = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 720px;
  overflow-wrap: anywhere;

  h2,
  p,
  address {
    margin: 0;
  }
  address {
    font-style: normal;
  }
  > a {
    color: ${({ theme }) => theme.color.primary};
  }
  [role='alert'] {
    color: ${({ theme }) => theme.color.danger};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
  }
`;

const Scroll = styled.div`
  overflow-x: auto;

  table {
    width: 100%;
    border-collapse: collapse;
    background: ${({ theme }) => theme.color.surface};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  td {
    white-space: nowrap;
  }
  tfoot {
    font-weight: 700;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  button {
    ${secondaryButton}
  }
  small {
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Confirm = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

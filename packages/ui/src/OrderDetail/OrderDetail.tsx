'use client';
import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { formatDate } from '../format/date';
import { Link } from '../Link';
import { OrderStatus } from '../OrderStatus/OrderStatus';
import { ORDER_DATE, type OrderView, orderNumber } from '../OrderStatus/order';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useBookshop, useLabels } from '../provider/context';
import { componentRoot, secondaryButton } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type OrderDetailLabels, orderDetailLabels } from './labels';

export interface OrderDetailProps extends RootProps {
  order: OrderView;
  /** A return may be asked for (delivered, within 14 days): the shop knows the rule and the clock. */
  canRequestReturn: boolean;
  /** The shopper may cancel it now (the shop's rule); while `placed` when absent. */
  canCancel?: boolean;
  onCancel: (orderId: string) => void;
  onRequestReturn: (orderId: string) => void;
  /** While a change is being sent the buttons are disabled. */
  busy?: boolean;
  /** Why the last change failed, in the reader's language. */
  error?: string;
  /** Where the back link goes: the shopper's orders. */
  backHref: string;
  /** Every text of the order; the provider's `text.orderDetail` otherwise. */
  labels?: Partial<OrderDetailLabels>;
}

const part = partsOf('order-detail');

/**
 * One order: its books, delivery and status; cancel while placed, ask for a return when allowed.
 *
 * Parts (`data-scope="order-detail"`): `root` (the `<article>`, which takes `ref`), `back`, `title`,
 * `status`, `items` (the table), `address`, `delivery`, `payment`, `invoices`, `error`, `actions`.
 */
export const OrderDetail = forwardRef<HTMLElement, OrderDetailProps>(function OrderDetail(
  {
    order,
    canRequestReturn,
    canCancel = order.status === 'placed',
    onCancel,
    onRequestReturn,
    busy = false,
    error,
    backHref,
    labels,
    ...root
  },
  ref,
) {
  const text = useLabels('orderDetail', orderDetailLabels, labels);
  const { locale, formatPrice } = useBookshop();
  const [confirming, setConfirming] = useState(false);
  const keepButton = useRef<HTMLButtonElement>(null);
  // The cancel button gives way to the question: focus goes to its safe answer, not to the page.
  useEffect(() => {
    if (confirming) keepButton.current?.focus();
  }, [confirming]);
  const titleId = useId();

  return (
    <Detail ref={ref} aria-labelledby={titleId} {...part('root')} {...rootProps(root)}>
      <Link href={backHref} {...part('back')}>
        {text.back}
      </Link>
      <Top>
        <h1 id={titleId} {...part('title')}>
          {text.order(orderNumber(order.id))}
        </h1>
        <OrderStatus status={order.status} {...part('status')} />
      </Top>
      <p>
        {text.placedOn}{' '}
        <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale, ORDER_DATE)}</time>
      </p>
      <Scroll>
        <table {...part('items')}>
          <thead>
            <tr>
              <th scope="col">{text.books}</th>
              <th scope="col">{text.quantity}</th>
              <th scope="col">{text.price}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id}>
                <th scope="row">{item.name}</th>
                <td>{item.count}</td>
                <td>{formatPrice(item.price * item.count)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {text.total}
              </th>
              <td>{formatPrice(order.total)}</td>
            </tr>
          </tfoot>
        </table>
      </Scroll>
      <h2>{text.delivery}</h2>
      {!order.delivery.pickup && (
        <address {...part('address')}>
          {order.delivery.street}
          <br />
          {order.delivery.postcode} {order.delivery.town}
          {order.delivery.telephone && (
            <>
              <br />
              {text.telephone}: {order.delivery.telephone}
            </>
          )}
        </address>
      )}
      <p {...part('delivery')}>
        {order.delivery.note ?? (order.delivery.free ? text.freeDelivery : text.operatorDelivery)}
      </p>
      <p {...part('payment')}>
        {text.payment}: {order.payment ?? text.cardOnDelivery}
      </p>
      {order.invoices && order.invoices.length > 0 && (
        <div {...part('invoices')}>
          <h2>{text.invoices}</h2>
          <ul>
            {order.invoices.map((invoice) => (
              <li key={invoice.id}>
                <a href={invoice.href} download>
                  {invoice.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p role="alert" {...part('error')}>
          {error}
        </p>
      )}
      <Actions {...part('actions')}>
        {canCancel &&
          (confirming ? (
            <Confirm>
              <span>{text.cancelConfirm}</span>
              <button
                type="button"
                disabled={busy}
                onClick={() => {
                  setConfirming(false);
                  onCancel(order.id);
                }}
              >
                {text.confirmCancel}
              </button>
              <button type="button" ref={keepButton} onClick={() => setConfirming(false)}>
                {text.keepOrder}
              </button>
            </Confirm>
          ) : (
            <button type="button" disabled={busy} onClick={() => setConfirming(true)}>
              {text.cancel}
            </button>
          ))}
        {canRequestReturn && (
          <>
            <button type="button" disabled={busy} onClick={() => onRequestReturn(order.id)}>
              {text.requestReturn}
            </button>
            <small>{text.returnHint}</small>
          </>
        )}
      </Actions>
    </Detail>
  );
});

const Detail = styled.article`
  ${componentRoot}
  display: grid;
  gap: ${vars.space.md};
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
    color: ${vars.color.primary};
  }
  [role='alert'] {
    color: ${vars.color.danger};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.md};

  h1 {
    margin: 0;
    font-family: ${vars.font.heading};
  }
`;

const Scroll = styled.div`
  overflow-x: auto;

  table {
    width: 100%;
    border-collapse: collapse;
    background: ${vars.color.surface};
  }
  th,
  td {
    padding: ${vars.space.sm};
    text-align: start;
    border-bottom: 1px solid ${vars.color.border};
  }
  td {
    white-space: nowrap;
  }
  /* A column's name keeps its word whole; the book's name (the article's overflow-wrap) gives way. */
  thead th {
    overflow-wrap: normal;
  }
  tfoot {
    font-weight: 700;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.md};

  button {
    ${secondaryButton}
  }
  small {
    color: ${vars.color.muted};
  }
`;

const Confirm = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.sm};
`;

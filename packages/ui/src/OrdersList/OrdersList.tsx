'use client';
import { forwardRef, type Ref } from 'react';
import { styled } from 'styled-components';
import { formatDate } from '../format/date';
import { Link } from '../Link';
import { OrderCards, OrderCardTop } from '../OrderStatus/OrderCards.styles';
import { OrderStatus } from '../OrderStatus/OrderStatus';
import { ORDER_DATE, type OrderView, orderNumber } from '../OrderStatus/order';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useBookshop, useLabels } from '../provider/context';
import { Spinner } from '../Spinner/Spinner';
import { vars } from '../theme/vars';
import { type OrdersListLabels, ordersListLabels } from './labels';

export interface OrdersListProps extends RootProps {
  orders: OrderView[];
  /** Where an order's detail lives, given its id. */
  detailHref: (orderId: string) => string;
  loading?: boolean;
  /** Why the orders could not be loaded, in the reader's language. */
  error?: string;
  /** Every text of the list; the provider's `text.ordersList` otherwise. */
  labels?: Partial<OrdersListLabels>;
}

const part = partsOf('orders-list');

/**
 * The shopper's orders, newest first: number, date, status, books, total and a link to each.
 *
 * Parts (`data-scope="orders-list"`): `root` (takes `ref`; with `data-state` `loading`, `error`,
 * `empty` or `orders`), `order` (each card, with `data-status`), `details` (its link).
 */
export const OrdersList = forwardRef<HTMLElement, OrdersListProps>(function OrdersList(
  { orders, detailHref, loading = false, error, labels, ...rest },
  ref,
) {
  const text = useLabels('ordersList', ordersListLabels, labels);
  const { locale, formatPrice } = useBookshop();
  const root = (state: string) => ({ ...part('root'), 'data-state': state, ...rootProps(rest) });
  if (loading) return <Spinner ref={ref} label={text.loading} {...root('loading')} />;
  if (error)
    return (
      <p ref={ref as Ref<HTMLParagraphElement>} role="alert" {...root('error')}>
        {error}
      </p>
    );
  if (orders.length === 0)
    return (
      <p ref={ref as Ref<HTMLParagraphElement>} {...root('empty')}>
        {text.empty}
      </p>
    );
  return (
    <OrderCards ref={ref as Ref<HTMLUListElement>} {...root('orders')}>
      {orders.map((order) => {
        const headingId = `order-${order.id}`;
        return (
          <li key={order.id}>
            <article aria-labelledby={headingId} {...part('order')} data-status={order.status}>
              <OrderCardTop>
                <h2 id={headingId}>{text.order(orderNumber(order.id))}</h2>
                <OrderStatus status={order.status} />
              </OrderCardTop>
              <p>
                {text.placedOn}{' '}
                <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale, ORDER_DATE)}</time>
              </p>
              <ul>
                {order.items.map((item) => (
                  <li key={item.id}>
                    {item.name} × {item.count}
                  </li>
                ))}
              </ul>
              <Bottom>
                <strong>
                  {text.total}: {formatPrice(order.total)}
                </strong>
                <Link href={detailHref(order.id)} aria-describedby={headingId} {...part('details')}>
                  {text.details}
                </Link>
              </Bottom>
            </article>
          </li>
        );
      })}
    </OrderCards>
  );
});

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};

  a {
    color: ${vars.color.primary};
    font-weight: 600;
  }
`;

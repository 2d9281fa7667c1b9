'use client';
import { styled } from 'styled-components';
import { formatDate } from '../format/date';
import { Link } from '../Link';
import { OrderCards, OrderCardTop } from '../OrderStatus/OrderCards.styles';
import { OrderStatus } from '../OrderStatus/OrderStatus';
import { ORDER_DATE, type OrderView, orderNumber } from '../OrderStatus/order';
import { useBookshop, useLabels } from '../provider/context';
import { Spinner } from '../Spinner/Spinner';
import { vars } from '../theme/vars';
import { type OrdersListLabels, ordersListLabels } from './labels';

export interface OrdersListProps {
  orders: OrderView[];
  /** Where an order's detail lives, given its id. */
  detailHref: (orderId: string) => string;
  loading?: boolean;
  /** Why the orders could not be loaded, in the reader's language. */
  error?: string;
  /** Every text of the list; the provider's `text.ordersList` otherwise. */
  labels?: Partial<OrdersListLabels>;
}

/** The shopper's orders, newest first: number, date, status, books, total and a link to each. */
export function OrdersList({ orders, detailHref, loading = false, error, labels }: OrdersListProps) {
  const text = useLabels('ordersList', ordersListLabels, labels);
  const { locale, formatPrice } = useBookshop();
  if (loading) return <Spinner label={text.loading} />;
  if (error) return <p role="alert">{error}</p>;
  if (orders.length === 0) return <p>{text.empty}</p>;
  return (
    <OrderCards>
      {orders.map((order) => {
        const headingId = `order-${order.id}`;
        return (
          <li key={order.id}>
            <article aria-labelledby={headingId}>
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
                <Link href={detailHref(order.id)} aria-describedby={headingId}>
                  {text.details}
                </Link>
              </Bottom>
            </article>
          </li>
        );
      })}
    </OrderCards>
  );
}

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

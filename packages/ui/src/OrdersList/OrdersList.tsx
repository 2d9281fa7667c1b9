import styled from 'styled-components';
import { formatPrice } from '../format';
import { Link } from '../Link';
import { OrderStatus } from '../OrderStatus';
import { englishStatuses } from '../OrderStatus/labels';
import { OrderCards, OrderCardTop } from '../OrderStatus/OrderCards.styles';
import { type OrderStatusName, type OrderView, orderDate, orderNumber } from '../OrderStatus/order';
import { Spinner } from '../Spinner';

export interface OrdersListLabels {
  empty: string;
  loading: string;
  /** e.g. "Order #1A2B3C4D". */
  order: (number: string) => string;
  placedOn: string;
  total: string;
  details: string;
  statuses: Record<OrderStatusName, string>;
}

export interface OrdersListProps {
  orders: OrderView[];
  /** Where an order's detail lives, e.g. `/my_account/my_orders/ID`. */
  detailHref: (orderId: string) => string;
  loading?: boolean;
  /** Why the orders could not be loaded, in the reader's language. */
  error?: string;
  locale?: string;
  labels?: OrdersListLabels;
}

const englishLabels: OrdersListLabels = {
  empty: 'No orders yet',
  loading: 'Loading',
  order: (number) => `Order ${number}`,
  placedOn: 'Placed on',
  total: 'Total',
  details: 'See the order',
  statuses: englishStatuses,
};

/** The shopper's orders, newest first: number, date, status, books, total and a link to each. */
export function OrdersList({
  orders,
  detailHref,
  loading = false,
  error,
  locale,
  labels = englishLabels,
}: OrdersListProps) {
  if (loading) return <Spinner label={labels.loading} />;
  if (error) return <p role="alert">{error}</p>;
  if (orders.length === 0) return <p>{labels.empty}</p>;
  return (
    <OrderCards>
      {orders.map((order) => {
        const headingId = `order-${order.id}`;
        return (
          <li key={order.id}>
            <article aria-labelledby={headingId}>
              <OrderCardTop>
                <h2 id={headingId}>{labels.order(orderNumber(order.id))}</h2>
                <OrderStatus status={order.status} label={labels.statuses[order.status]} />
              </OrderCardTop>
              <p>
                {labels.placedOn} <time dateTime={order.createdAt}>{orderDate(order.createdAt, locale)}</time>
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
                  {labels.total}: {formatPrice(order.total, locale)}
                </strong>
                <Link href={detailHref(order.id)} aria-describedby={headingId}>
                  {labels.details}
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
  gap: ${({ theme }) => theme.space.sm};

  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;

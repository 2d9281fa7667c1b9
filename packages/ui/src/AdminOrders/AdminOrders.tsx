import styled from 'styled-components';
import { formatPrice } from '../format';
import { OrderStatus } from '../OrderStatus';
import { englishStatuses } from '../OrderStatus/labels';
import { OrderCards, OrderCardTop } from '../OrderStatus/OrderCards.styles';
import { type OrderStatusName, type OrderView, orderDate, orderNumber } from '../OrderStatus/order';
import { Spinner } from '../Spinner';
import { secondaryButton } from '../theme/mixins';

/** Where an admin may move an order from each status: placed -> shipped -> delivered, or cancelled. */
export const adminNextStatuses: Record<OrderStatusName, OrderStatusName[]> = {
  placed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
  return_requested: [],
};

export interface AdminOrdersLabels {
  title: string;
  empty: string;
  loading: string;
  order: (number: string) => string;
  placedOn: string;
  total: string;
  freeDelivery: string;
  operatorDelivery: string;
  /** The button that moves an order to a status ("Mark as shipped"). */
  moveTo: Record<OrderStatusName, string>;
  statuses: Record<OrderStatusName, string>;
}

export interface AdminOrdersProps {
  orders: OrderView[];
  onSetStatus: (orderId: string, status: OrderStatusName) => void;
  /** The order whose change is being sent: its buttons are disabled meanwhile. */
  busyOrderId?: string;
  loading?: boolean;
  /** Why loading or the last change failed, in the reader's language. */
  error?: string;
  locale?: string;
  labels?: AdminOrdersLabels;
}

const englishLabels: AdminOrdersLabels = {
  title: 'Orders',
  empty: 'No orders yet',
  loading: 'Loading',
  order: (number) => `Order ${number}`,
  placedOn: 'Placed on',
  total: 'Total',
  freeDelivery: 'Free 24 h Barcelona delivery',
  operatorDelivery: 'Operator arranges delivery',
  moveTo: {
    placed: 'Mark as placed',
    shipped: 'Mark as shipped',
    delivered: 'Mark as delivered',
    cancelled: 'Cancel',
    return_requested: 'Mark return requested',
  },
  statuses: englishStatuses,
};

/** Admin: every order, newest first, with the buttons that move each one to its next status. */
export function AdminOrders({
  orders,
  onSetStatus,
  busyOrderId,
  loading = false,
  error,
  locale,
  labels = englishLabels,
}: AdminOrdersProps) {
  return (
    <Section aria-labelledby="admin-orders-title">
      <h2 id="admin-orders-title">{labels.title}</h2>
      {error && <p role="alert">{error}</p>}
      {loading ? (
        <Spinner label={labels.loading} />
      ) : orders.length === 0 ? (
        <p>{labels.empty}</p>
      ) : (
        <OrderCards>
          {orders.map((order) => {
            const headingId = `admin-order-${order.id}`;
            return (
              <li key={order.id}>
                <article aria-labelledby={headingId}>
                  <OrderCardTop>
                    <h3 id={headingId}>{labels.order(orderNumber(order.id))}</h3>
                    <OrderStatus status={order.status} label={labels.statuses[order.status]} />
                  </OrderCardTop>
                  <p>
                    {labels.placedOn}{' '}
                    <time dateTime={order.createdAt}>{orderDate(order.createdAt, locale)}</time> ·{' '}
                    {labels.total}: {formatPrice(order.total, locale)}
                  </p>
                  <p>{order.items.map((item) => `${item.name} × ${item.count}`).join(', ')}</p>
                  <p>
                    {order.delivery.street}, {order.delivery.postcode} {order.delivery.town} ·{' '}
                    {order.delivery.telephone} ·{' '}
                    {order.delivery.free ? labels.freeDelivery : labels.operatorDelivery}
                  </p>
                  {adminNextStatuses[order.status].length > 0 && (
                    <Actions>
                      {adminNextStatuses[order.status].map((status) => (
                        <button
                          key={status}
                          type="button"
                          aria-describedby={headingId}
                          disabled={busyOrderId === order.id}
                          onClick={() => onSetStatus(order.id, status)}
                        >
                          {labels.moveTo[status]}
                        </button>
                      ))}
                    </Actions>
                  )}
                </article>
              </li>
            );
          })}
        </OrderCards>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.heading};
  }
  [role='alert'] {
    margin: 0;
    color: ${({ theme }) => theme.color.danger};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};

  button {
    ${secondaryButton}
  }
`;

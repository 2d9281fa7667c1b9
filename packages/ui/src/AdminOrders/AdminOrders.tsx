'use client';
import { forwardRef, type ReactNode, useId } from 'react';
import { styled } from 'styled-components';
import { formatDate } from '../format/date';
import { OrderCards, OrderCardTop } from '../OrderStatus/OrderCards.styles';
import { OrderStatus } from '../OrderStatus/OrderStatus';
import { ORDER_DATE, type OrderStatusName, type OrderView, orderNumber } from '../OrderStatus/order';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useBookshop, useLabels } from '../provider/context';
import { Spinner } from '../Spinner/Spinner';
import { componentRoot, secondaryButton } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type AdminOrdersLabels, adminOrdersLabels } from './labels';

export interface AdminOrdersProps extends RootProps {
  orders: OrderView[];
  /** Where an admin may move an order from its status: the shop's rule (its contract's table). */
  nextStatuses: (status: OrderStatusName) => OrderStatusName[];
  /** More of the shop's own buttons for an order (send a mail again, ask for a refund again). */
  actions?: (order: OrderView) => ReactNode;
  onSetStatus: (orderId: string, status: OrderStatusName) => void;
  /** The order whose change is being sent: its buttons are disabled meanwhile. */
  busyOrderId?: string;
  loading?: boolean;
  /** Why loading or the last change failed, in the reader's language. */
  error?: string;
  /** Every text of the list; the provider's `text.adminOrders` otherwise. */
  labels?: Partial<AdminOrdersLabels>;
}

const part = partsOf('admin-orders');

/**
 * Admin: every order, newest first, with the buttons that move each one to its next status.
 *
 * Parts (`data-scope="admin-orders"`): `root` (takes `ref`), `title`, `error`, `order` (each card, with
 * `data-status`), `customer`, `payment`, `invoices`, `actions`.
 */
export const AdminOrders = forwardRef<HTMLElement, AdminOrdersProps>(function AdminOrders(
  { orders, nextStatuses, actions, onSetStatus, busyOrderId, loading = false, error, labels, ...root },
  ref,
) {
  const text = useLabels('adminOrders', adminOrdersLabels, labels);
  const { locale, formatPrice } = useBookshop();
  const titleId = useId();
  return (
    <Section ref={ref} aria-labelledby={titleId} {...part('root')} {...rootProps(root)}>
      <h2 id={titleId} {...part('title')}>
        {text.title}
      </h2>
      {error && (
        <p role="alert" {...part('error')}>
          {error}
        </p>
      )}
      {loading ? (
        <Spinner label={text.loading} />
      ) : orders.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <OrderCards>
          {orders.map((order) => {
            const headingId = `admin-order-${order.id}`;
            const next = nextStatuses(order.status);
            const more = actions?.(order);
            return (
              <li key={order.id}>
                <article aria-labelledby={headingId} {...part('order')} data-status={order.status}>
                  <OrderCardTop>
                    <h3 id={headingId}>{text.order(orderNumber(order.id))}</h3>
                    <OrderStatus status={order.status} />
                  </OrderCardTop>
                  {order.customer !== undefined && (
                    <p {...part('customer')}>
                      {text.customer}:{' '}
                      {order.customer ? (
                        <>
                          {order.customer.name} ·{' '}
                          <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
                        </>
                      ) : (
                        <em>{text.deletedAccount}</em>
                      )}
                    </p>
                  )}
                  <p>
                    {text.placedOn}{' '}
                    <time dateTime={order.createdAt}>{formatDate(order.createdAt, locale, ORDER_DATE)}</time>{' '}
                    · {text.total}: {formatPrice(order.total)}
                  </p>
                  <p>{order.items.map((item) => `${item.name} × ${item.count}`).join(', ')}</p>
                  <p>
                    {order.delivery.street}, {order.delivery.postcode} {order.delivery.town} ·{' '}
                    {order.delivery.telephone} ·{' '}
                    {order.delivery.note ?? (order.delivery.free ? text.freeDelivery : text.operatorDelivery)}
                  </p>
                  {order.payment && (
                    <p {...part('payment')}>
                      {text.payment}: {order.payment}
                    </p>
                  )}
                  {order.invoices && order.invoices.length > 0 && (
                    <p {...part('invoices')}>
                      {text.invoices}:{' '}
                      {order.invoices.map((invoice, index) => (
                        <span key={invoice.id}>
                          {index > 0 && ', '}
                          <a href={invoice.href} download>
                            {invoice.label}
                          </a>
                        </span>
                      ))}
                    </p>
                  )}
                  {(next.length > 0 || more) && (
                    <Actions {...part('actions')}>
                      {next.map((status) => (
                        <button
                          key={status}
                          type="button"
                          aria-describedby={headingId}
                          disabled={busyOrderId === order.id}
                          onClick={() => onSetStatus(order.id, status)}
                        >
                          {text.moveTo[status]}
                        </button>
                      ))}
                      {more}
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
});

const Section = styled.section`
  ${componentRoot}
  display: grid;
  gap: ${vars.space.md};

  h2 {
    margin: 0;
    font-family: ${vars.font.heading};
  }
  [role='alert'] {
    margin: 0;
    color: ${vars.color.danger};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
  margin-top: ${vars.space.xs};

  button {
    ${secondaryButton}
  }
`;

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyOrders } from '../OrderStatus/fixtures';
import type { OrderStatusName, OrderView } from '../OrderStatus/order';
import { AdminOrders, type AdminOrdersProps } from './AdminOrders';

/** The moves the stories' shop allows (the real shop passes its contract's table). */
const storyMoves: Partial<Record<OrderStatusName, OrderStatusName[]>> = {
  placed: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
};
const storyNextStatuses = (status: OrderStatusName): OrderStatusName[] => storyMoves[status] ?? [];

const meta = {
  title: 'Orders/AdminOrders',
  component: AdminOrders,
  tags: ['autodocs'],
  args: { orders: storyOrders, onSetStatus: fn(), nextStatuses: storyNextStatuses },
} satisfies Meta<typeof AdminOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Like the admin page: a status change comes back from the server and replaces the order. */
function WithServer(props: AdminOrdersProps) {
  const [orders, setOrders] = useState<OrderView[]>(props.orders);
  return (
    <AdminOrders
      {...props}
      orders={orders}
      onSetStatus={(orderId, status: OrderStatusName) => {
        props.onSetStatus(orderId, status);
        setOrders((current) => current.map((order) => (order.id === orderId ? { ...order, status } : order)));
      }}
    />
  );
}

export const MovesAnOrderThroughItsStatuses: Story = {
  render: (args) => <WithServer {...args} />,
  play: async ({ canvas, args }) => {
    const placed = within(canvas.getByRole('article', { name: 'Order #7A1B2C3D' }));
    await expect(placed.getByText('Free delivery', { exact: false })).toBeVisible();
    await expect(placed.queryByRole('button', { name: 'Mark as delivered' })).toBeNull();
    await userEvent.click(placed.getByRole('button', { name: 'Mark as shipped' }));
    await expect(args.onSetStatus).toHaveBeenCalledWith('7a1b2c3d-0000-4000-8000-000000000001', 'shipped');
    await expect(placed.getByText('Shipped')).toBeVisible();
    await userEvent.click(placed.getByRole('button', { name: 'Mark as delivered' }));
    await expect(placed.getByText('Delivered')).toBeVisible();
    // A delivered order has nowhere left to go.
    await expect(placed.queryByRole('button')).toBeNull();

    const girona = within(canvas.getByRole('article', { name: 'Order #5E6F7A8B' }));
    await expect(girona.getByText('Delivery arranged by phone', { exact: false })).toBeVisible();
  },
};

/** An order paid online: how it is paid, its invoice to download, and the shop's own buttons. */
export const PaymentInvoicesAndActions: Story = {
  args: {
    orders: [
      {
        ...(storyOrders[0] as OrderView),
        payment: 'Card · Paid',
        invoices: [{ id: 'i1', label: 'S2026-000001', href: '/invoice.pdf' }],
      },
    ],
    actions: (order) => (
      <button type="button" onClick={fn()}>
        Send the confirmation again ({order.id.slice(0, 4)})
      </button>
    ),
  },
  play: async ({ canvas }) => {
    const order = within(canvas.getByRole('article', { name: 'Order #7A1B2C3D' }));
    await expect(order.getByText('Payment: Card · Paid')).toBeVisible();
    await expect(order.getByRole('link', { name: 'S2026-000001' })).toHaveAttribute('href', '/invoice.pdf');
    await expect(order.getByRole('button', { name: /Send the confirmation again/ })).toBeVisible();
  },
};

export const CancelAPlacedOrder: Story = {
  play: async ({ canvas, args }) => {
    const placed = within(canvas.getByRole('article', { name: 'Order #7A1B2C3D' }));
    await userEvent.click(placed.getByRole('button', { name: 'Cancel' }));
    await expect(args.onSetStatus).toHaveBeenCalledWith('7a1b2c3d-0000-4000-8000-000000000001', 'cancelled');
  },
};

export const Sending: Story = {
  args: { busyOrderId: '7a1b2c3d-0000-4000-8000-000000000001' },
  play: async ({ canvas }) => {
    const placed = within(canvas.getByRole('article', { name: 'Order #7A1B2C3D' }));
    await expect(placed.getByRole('button', { name: 'Mark as shipped' })).toBeDisabled();
    const other = within(canvas.getByRole('article', { name: 'Order #5E6F7A8B' }));
    await expect(other.getByRole('button', { name: 'Mark as delivered' })).toBeEnabled();
  },
};

export const NoOrders: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const ChangeRefused: Story = {
  args: { error: 'An order shipped cannot become placed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('An order shipped cannot become placed');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(canvas.getByRole('button', { name: 'Mark as shipped' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    const placed = within(canvas.getByRole('article', { name: 'Pedido #7A1B2C3D' }));
    await expect(placed.getByRole('button', { name: 'Marcar como enviado' })).toBeVisible();
    await expect(placed.getByText(/63,80 €/)).toBeVisible();
  },
};

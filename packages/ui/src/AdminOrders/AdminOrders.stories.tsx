import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyOrders } from '../OrderStatus/fixtures';
import type { OrderStatusName, OrderView } from '../OrderStatus/order';
import { type StoryGlobals, storyPrice, storySample, storyTexts } from '../storybook/languages';
import { AdminOrders, type AdminOrdersProps } from './AdminOrders';

const order = (globals: StoryGlobals, number: string) => ({
  name: storyTexts(globals).adminOrders.order(number),
});

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
  play: async ({ canvas, args, globals }) => {
    const text = storyTexts(globals);
    const placed = within(canvas.getByRole('article', order(globals, '#7A1B2C3D')));
    await expect(placed.getByText(text.adminOrders.freeDelivery, { exact: false })).toBeVisible();
    await expect(placed.getByText(storyPrice(globals, 63.8), { exact: false })).toBeVisible();
    await expect(placed.queryByRole('button', { name: text.adminOrders.moveTo.delivered })).toBeNull();
    await userEvent.click(placed.getByRole('button', { name: text.adminOrders.moveTo.shipped }));
    await expect(args.onSetStatus).toHaveBeenCalledWith('7a1b2c3d-0000-4000-8000-000000000001', 'shipped');
    await expect(placed.getByText(text.orderStatus.shipped)).toBeVisible();
    await userEvent.click(placed.getByRole('button', { name: text.adminOrders.moveTo.delivered }));
    await expect(placed.getByText(text.orderStatus.delivered)).toBeVisible();
    // A delivered order has nowhere left to go.
    await expect(placed.queryByRole('button')).toBeNull();

    const girona = within(canvas.getByRole('article', order(globals, '#5E6F7A8B')));
    await expect(girona.getByText(text.adminOrders.operatorDelivery, { exact: false })).toBeVisible();
  },
};

/** Each order names its customer, an e-mail to write to; an account deleted since is said as such. */
export const NamesTheCustomer: Story = {
  args: {
    orders: [
      { ...storyOrders[0], customer: { name: 'Rosa Leveroni', email: 'rosa@example.com' } },
      { ...storyOrders[1], customer: null },
    ] as OrderView[],
  },
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals).adminOrders;
    const [first, second] = canvas.getAllByRole('article') as [HTMLElement, HTMLElement];
    await expect(within(first).getByText(/Rosa Leveroni/)).toBeVisible();
    await expect(within(first).getByRole('link', { name: 'rosa@example.com' })).toHaveAttribute(
      'href',
      'mailto:rosa@example.com',
    );
    await expect(within(second).getByText(text.deletedAccount)).toBeVisible();
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
    actions: (shown) => (
      <button type="button" onClick={fn()}>
        Send the confirmation again ({shown.id.slice(0, 4)})
      </button>
    ),
  },
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals).adminOrders;
    const card = within(canvas.getByRole('article', order(globals, '#7A1B2C3D')));
    // How it is paid comes from the shop, in the reader's language (here always the same sample).
    await expect(card.getByText(`${text.payment}: Card · Paid`)).toBeVisible();
    await expect(card.getByText(new RegExp(`^${text.invoices}:`))).toBeVisible();
    await expect(card.getByRole('link', { name: 'S2026-000001' })).toHaveAttribute('href', '/invoice.pdf');
    await expect(card.getByRole('button', { name: /Send the confirmation again/ })).toBeVisible();
  },
};

export const CancelAPlacedOrder: Story = {
  play: async ({ canvas, args, globals }) => {
    const placed = within(canvas.getByRole('article', order(globals, '#7A1B2C3D')));
    await userEvent.click(
      placed.getByRole('button', { name: storyTexts(globals).adminOrders.moveTo.cancelled }),
    );
    await expect(args.onSetStatus).toHaveBeenCalledWith('7a1b2c3d-0000-4000-8000-000000000001', 'cancelled');
  },
};

export const Sending: Story = {
  args: { busyOrderId: '7a1b2c3d-0000-4000-8000-000000000001' },
  play: async ({ canvas, globals }) => {
    const { moveTo } = storyTexts(globals).adminOrders;
    const placed = within(canvas.getByRole('article', order(globals, '#7A1B2C3D')));
    await expect(placed.getByRole('button', { name: moveTo.shipped })).toBeDisabled();
    const other = within(canvas.getByRole('article', order(globals, '#5E6F7A8B')));
    await expect(other.getByRole('button', { name: moveTo.delivered })).toBeEnabled();
  },
};

export const NoOrders: Story = {
  args: { orders: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyTexts(globals).adminOrders.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(storyTexts(globals).adminOrders.loading);
  },
};

/** The shop's message when a status change is refused (as the shop writes it), in the toolbar's language. */
const changeRefused = {
  en: 'This order cannot move to that status',
  es: 'Este pedido no puede pasar a ese estado',
  ca: 'Aquesta comanda no pot passar a aquest estat',
};

export const ChangeRefused: Story = {
  args: { error: changeRefused.en },
  render: (args, { globals }) => <AdminOrders {...args} error={storySample(globals, changeRefused)} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(storySample(globals, changeRefused));
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(
      canvas.getByRole('button', { name: storyTexts(globals).adminOrders.moveTo.shipped }),
    ).toBeVisible();
  },
};

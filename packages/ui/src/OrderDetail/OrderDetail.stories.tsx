import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyOrders } from '../OrderStatus/fixtures';
import type { OrderView } from '../OrderStatus/order';
import { OrderDetail } from './OrderDetail';

const [placed, shipped] = storyOrders as [OrderView, OrderView];

const meta = {
  title: 'Orders/OrderDetail',
  component: OrderDetail,
  tags: ['autodocs'],
  args: {
    order: placed,
    canRequestReturn: false,
    onCancel: fn(),
    onRequestReturn: fn(),
    backHref: '/my_account/my_orders',
  },
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlacedCanBeCancelled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order #7A1B2C3D' })).toBeVisible();
    await expect(canvas.getByText('Placed', { exact: true })).toBeVisible();
    const row = within(canvas.getByRole('row', { name: /Cien años de soledad/ }));
    await expect(row.getByText('€43.80')).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Total/ })).toHaveTextContent('€63.80');
    await expect(canvas.getByText(/Carrer de Mallorca, 401/)).toBeVisible();
    await expect(canvas.getByText('Free delivery.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Request a return' })).toBeNull();

    // Cancelling asks first; "keep it" changes nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the order' }));
    await userEvent.click(canvas.getByRole('button', { name: 'No, keep it' }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the order' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yes, cancel it' }));
    await expect(args.onCancel).toHaveBeenCalledWith(placed.id);
  },
};

export const ShippedWithDeliveryByPhone: Story = {
  args: { order: shipped },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Shipped')).toBeVisible();
    await expect(canvas.getByText('We will call you to arrange the delivery.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancel the order' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Request a return' })).toBeNull();
  },
};

export const DeliveredCanBeReturned: Story = {
  args: { order: { ...shipped, status: 'delivered' }, canRequestReturn: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Delivered')).toBeVisible();
    await expect(canvas.getByText('You can ask to return the books of this order.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Request a return' }));
    await expect(args.onRequestReturn).toHaveBeenCalledWith(shipped.id);
  },
};

export const ChangeFailed: Story = {
  args: { busy: true, error: 'The order could not be cancelled. Try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The order could not be cancelled.');
    await expect(canvas.getByRole('button', { name: 'Cancel the order' })).toBeDisabled();
  },
};

export const LongTextsOnMobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    order: {
      ...placed,
      items: [
        {
          id: 'long',
          name: 'Historia verdadera de la conquista de la Nueva España, escrita por el capitán Bernal Díaz del Castillo',
          count: 3,
          price: 39.95,
        },
      ],
      total: 119.85,
      delivery: {
        ...placed.delivery,
        street: 'Carrer de Sant Antoni Maria Claret, 167, escala B, 4t 2a, porta del fons a la dreta',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(canvas.getByRole('row', { name: /Total/ })).toHaveTextContent('€119.85');
    await expect(canvas.getByRole('button', { name: 'Cancel the order' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pedido #7A1B2C3D' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Total/ })).toHaveTextContent('63,80 €');
    await expect(canvas.getByRole('button', { name: 'Cancelar el pedido' })).toBeVisible();
  },
};

/** Paid online and awaiting the bank: how it is paid, its invoices, and no cancel while the shop's rule says so. */
export const PaidOnlineWithInvoices: Story = {
  args: {
    order: {
      ...placed,
      status: 'awaiting_payment',
      payment: 'Card · waiting for the bank',
      invoices: [{ id: 'i1', label: 'F2026-000007', href: '/api/orders/x/invoices/i1' }],
    },
    canCancel: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Awaiting payment', { exact: true })).toBeVisible();
    await expect(canvas.getByText('Payment: Card · waiting for the bank')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Invoices' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'F2026-000007' })).toHaveAttribute(
      'href',
      '/api/orders/x/invoices/i1',
    );
    await expect(canvas.queryByRole('button', { name: 'Cancel the order' })).toBeNull();
  },
};

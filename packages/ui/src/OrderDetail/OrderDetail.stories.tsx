import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyOrders } from '../OrderStatus/fixtures';
import type { OrderView } from '../OrderStatus/order';
import { storyPrice, storySample, storyTexts } from '../storybook/languages';
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
  play: async ({ canvas, args, globals }) => {
    const text = storyTexts(globals);
    const detail = text.orderDetail;
    await expect(canvas.getByRole('heading', { level: 1, name: detail.order('#7A1B2C3D') })).toBeVisible();
    await expect(canvas.getByText(text.orderStatus.placed, { exact: true })).toBeVisible();
    const row = within(canvas.getByRole('row', { name: /Cien años de soledad/ }));
    await expect(row.getByText(storyPrice(globals, 43.8))).toBeVisible();
    await expect(canvas.getByRole('row', { name: new RegExp(detail.total) })).toHaveTextContent(
      storyPrice(globals, 63.8),
    );
    await expect(canvas.getByText(/Carrer de Mallorca, 401/)).toBeVisible();
    await expect(canvas.getByText(detail.freeDelivery)).toBeVisible();
    await expect(canvas.getByText(`${detail.payment}: ${detail.cardOnDelivery}`)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: detail.requestReturn })).toBeNull();

    // Cancelling asks first; "keep it" changes nothing.
    await userEvent.click(canvas.getByRole('button', { name: detail.cancel }));
    await userEvent.click(canvas.getByRole('button', { name: detail.keepOrder }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: detail.cancel }));
    await userEvent.click(canvas.getByRole('button', { name: detail.confirmCancel }));
    await expect(args.onCancel).toHaveBeenCalledWith(placed.id);
  },
};

export const ShippedWithDeliveryByPhone: Story = {
  args: { order: shipped },
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals);
    await expect(canvas.getByText(text.orderStatus.shipped)).toBeVisible();
    await expect(canvas.getByText(text.orderDetail.operatorDelivery)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: text.orderDetail.cancel })).toBeNull();
    await expect(canvas.queryByRole('button', { name: text.orderDetail.requestReturn })).toBeNull();
  },
};

/** Collected at the shop: the storefront's note says where; no address or telephone of the reader's shows. */
export const CollectedAtTheShop: Story = {
  args: {
    order: {
      ...placed,
      delivery: {
        ...placed.delivery,
        telephone: '',
        pickup: true,
        note: 'Carrer de Provença, 286, 08008 Barcelona',
      },
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const detail = storyTexts(globals).orderDetail;
    await expect(canvas.getByText('Carrer de Provença, 286, 08008 Barcelona')).toBeVisible();
    await expect(canvasElement.querySelector('address')).toBeNull();
    await expect(canvas.queryByText(new RegExp(`${detail.telephone}:`))).toBeNull();
  },
};

export const DeliveredCanBeReturned: Story = {
  args: { order: { ...shipped, status: 'delivered' }, canRequestReturn: true },
  play: async ({ canvas, args, globals }) => {
    const text = storyTexts(globals);
    await expect(canvas.getByText(text.orderStatus.delivered)).toBeVisible();
    await expect(canvas.getByText(text.orderDetail.returnHint)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: text.orderDetail.requestReturn }));
    await expect(args.onRequestReturn).toHaveBeenCalledWith(shipped.id);
  },
};

/** The shop's message when the cancelling failed, in the toolbar's language. */
const notCancelled = {
  en: 'The order could not be cancelled. Try again.',
  es: 'No se ha podido cancelar el pedido. Inténtalo de nuevo.',
  ca: "No s'ha pogut cancel·lar la comanda. Torna-ho a provar.",
};

export const ChangeFailed: Story = {
  args: { busy: true, error: notCancelled.en },
  render: (args, { globals }) => <OrderDetail {...args} error={storySample(globals, notCancelled)} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(storySample(globals, notCancelled));
    await expect(canvas.getByRole('button', { name: storyTexts(globals).orderDetail.cancel })).toBeDisabled();
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
  play: async ({ canvas, canvasElement, globals }) => {
    const detail = storyTexts(globals).orderDetail;
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    // A column's name is one line, never cut inside its word (Catalan's "Quantita|t" was, at 375 px).
    for (const header of canvas.getAllByRole('columnheader')) {
      const text = document.createRange();
      text.selectNodeContents(header);
      await expect(text.getClientRects()).toHaveLength(1);
    }
    await expect(canvas.getByRole('row', { name: new RegExp(detail.total) })).toHaveTextContent(
      storyPrice(globals, 119.85),
    );
    await expect(canvas.getByRole('button', { name: detail.cancel })).toBeVisible();
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
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals);
    await expect(canvas.getByText(text.orderStatus.awaiting_payment, { exact: true })).toBeVisible();
    // How it is paid comes from the shop, in the reader's language (here always the same sample).
    await expect(canvas.getByText(`${text.orderDetail.payment}: Card · waiting for the bank`)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: text.orderDetail.invoices })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'F2026-000007' })).toHaveAttribute(
      'href',
      '/api/orders/x/invoices/i1',
    );
    await expect(canvas.queryByRole('button', { name: text.orderDetail.cancel })).toBeNull();
  },
};

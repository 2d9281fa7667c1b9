import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyOrders } from '../OrderStatus/fixtures';
import { ORDER_DATE } from '../OrderStatus/order';
import { storyDate, storyPrice, storySample, storyTexts } from '../storybook/languages';
import { OrdersList } from './OrdersList';

const meta = {
  title: 'Orders/OrdersList',
  component: OrdersList,
  tags: ['autodocs'],
  args: { orders: storyOrders, detailHref: (id) => `/my_account/my_orders/${id}` },
} satisfies Meta<typeof OrdersList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOrders: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals);
    const items = canvas.getAllByRole('article');
    await expect(items).toHaveLength(2);
    const first = within(canvas.getByRole('article', { name: text.ordersList.order('#7A1B2C3D') }));
    await expect(first.getByText(text.orderStatus.placed, { exact: true })).toBeVisible();
    await expect(first.getByText('Cien años de soledad × 2')).toBeVisible();
    await expect(first.getByText(`${text.ordersList.total}: ${storyPrice(globals, 63.8)}`)).toBeVisible();
    await expect(first.getByText(storyDate(globals, '2026-11-21T10:00:00.000Z', ORDER_DATE))).toBeVisible();
    await expect(first.getByRole('link', { name: text.ordersList.details })).toHaveAttribute(
      'href',
      '/my_account/my_orders/7a1b2c3d-0000-4000-8000-000000000001',
    );
    await expect(within(items[1] as HTMLElement).getByText(text.orderStatus.shipped)).toBeVisible();
  },
};

export const NoOrders: Story = {
  args: { orders: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyTexts(globals).ordersList.empty)).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(storyTexts(globals).ordersList.loading);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** The shop's message when the orders did not load, in the toolbar's language. */
const notLoaded = {
  en: 'Your orders could not be loaded.',
  es: 'No se han podido cargar tus pedidos.',
  ca: "No s'han pogut carregar les teves comandes.",
};

export const CouldNotLoad: Story = {
  args: { error: notLoaded.en },
  render: (args, { globals }) => <OrdersList {...args} error={storySample(globals, notLoaded)} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(storySample(globals, notLoaded));
  },
};

export const LongTextsOnMobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    orders: [
      {
        ...(storyOrders[0] as (typeof storyOrders)[0]),
        status: 'return_requested',
        items: [
          {
            id: 'long',
            name: 'Historia verdadera de la conquista de la Nueva España, escrita por el capitán Bernal Díaz del Castillo, uno de sus conquistadores',
            count: 12,
            price: 39.95,
          },
        ],
        total: 479.4,
      },
    ],
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = storyTexts(globals);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(canvas.getByText(text.orderStatus.return_requested)).toBeVisible();
    await expect(canvas.getByText(`${text.ordersList.total}: ${storyPrice(globals, 479.4)}`)).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyOrders } from '../OrderStatus/fixtures';
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
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('article');
    await expect(items).toHaveLength(2);
    const first = within(canvas.getByRole('article', { name: 'Order #7A1B2C3D' }));
    await expect(first.getByText('Placed', { exact: true })).toBeVisible();
    await expect(first.getByText('Cien años de soledad × 2')).toBeVisible();
    await expect(first.getByText('Total: €63.80')).toBeVisible();
    await expect(first.getByText('21 Nov 2026')).toBeVisible();
    await expect(first.getByRole('link', { name: 'See the order' })).toHaveAttribute(
      'href',
      '/my_account/my_orders/7a1b2c3d-0000-4000-8000-000000000001',
    );
    await expect(within(items[1] as HTMLElement).getByText('Shipped')).toBeVisible();
  },
};

export const NoOrders: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders yet')).toBeVisible();
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

export const CouldNotLoad: Story = {
  args: { error: 'Your orders could not be loaded.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your orders could not be loaded.');
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
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(canvas.getByText('Return requested')).toBeVisible();
    await expect(canvas.getByText('Total: €479.40')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    const first = within(canvas.getByRole('article', { name: 'Pedido #7A1B2C3D' }));
    await expect(first.getByText('Recibido', { exact: true })).toBeVisible();
    await expect(first.getByText('Total: 63,80 €')).toBeVisible();
    await expect(first.getByText('21 nov 2026')).toBeVisible();
  },
};

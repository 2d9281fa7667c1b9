import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyTexts } from '../storybook/languages';
import { orderStatusLabels } from './labels';
import { OrderStatus } from './OrderStatus';
import type { OrderStatusName } from './order';

const meta = {
  title: 'Orders/OrderStatus',
  component: OrderStatus,
  tags: ['autodocs'],
  args: { status: 'placed' },
} satisfies Meta<typeof OrderStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const statuses = Object.keys(orderStatusLabels) as OrderStatusName[];

export const EveryStatus: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {statuses.map((status) => (
        <OrderStatus key={status} status={status} />
      ))}
    </p>
  ),
  play: async ({ canvas, globals }) => {
    for (const label of Object.values(storyTexts(globals).orderStatus)) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

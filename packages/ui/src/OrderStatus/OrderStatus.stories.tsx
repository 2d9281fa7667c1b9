import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { englishStatuses } from './labels';
import { OrderStatus } from './OrderStatus';
import type { OrderStatusName } from './order';

const meta = {
  title: 'Orders/OrderStatus',
  component: OrderStatus,
  tags: ['autodocs'],
  args: { status: 'placed', label: 'Placed' },
} satisfies Meta<typeof OrderStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {(Object.keys(englishStatuses) as OrderStatusName[]).map((status) => (
        <OrderStatus key={status} status={status} label={englishStatuses[status]} />
      ))}
    </p>
  ),
  play: async ({ canvas }) => {
    for (const label of Object.values(englishStatuses)) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

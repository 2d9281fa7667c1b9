import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StockBadge } from './StockBadge';

const meta = {
  title: 'Shop/StockBadge',
  component: StockBadge,
  tags: ['autodocs'],
  args: { state: 'inStock' },
} satisfies Meta<typeof StockBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In stock')).toBeVisible();
  },
};

export const LastCopies: Story = {
  args: { state: 'lastCopies' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Last few copies')).toBeVisible();
  },
};

export const SoldOut: Story = {
  args: { state: 'soldOut', id: 'stock-sold-out' },
  play: async ({ canvas }) => {
    // The id lets a disabled add-to-basket button be described by the badge.
    await expect(canvas.getByText('Sold out')).toHaveAttribute('id', 'stock-sold-out');
  },
};

export const InStockInSpanish: Story = {
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('En stock')).toBeVisible();
  },
};

export const LastCopiesInSpanish: Story = {
  args: { state: 'lastCopies' },
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Últimas unidades')).toBeVisible();
  },
};

export const SoldOutInSpanish: Story = {
  args: { state: 'soldOut' },
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Agotado')).toBeVisible();
  },
};

export const OwnTexts: Story = {
  args: { state: 'lastCopies', labels: { lastCopies: 'Only a few left' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only a few left')).toBeVisible();
  },
};

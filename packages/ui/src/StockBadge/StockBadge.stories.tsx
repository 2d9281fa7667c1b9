import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
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
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyTexts(globals).stockBadge.inStock)).toBeVisible();
  },
};

export const LastCopies: Story = {
  args: { state: 'lastCopies' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyTexts(globals).stockBadge.lastCopies)).toBeVisible();
  },
};

export const SoldOut: Story = {
  args: { state: 'soldOut', id: 'stock-sold-out' },
  play: async ({ canvas, globals }) => {
    // The id lets a disabled add-to-basket button be described by the badge.
    await expect(canvas.getByText(storyTexts(globals).stockBadge.soldOut)).toHaveAttribute(
      'id',
      'stock-sold-out',
    );
  },
};

/** The shop's own words for the last copies, in the toolbar's language. */
const fewLeft = { en: 'Only a few left', es: 'Quedan pocos', ca: 'En queden pocs' };

export const OwnTexts: Story = {
  args: { state: 'lastCopies', labels: { lastCopies: fewLeft.en } },
  render: (args, { globals }) => (
    <StockBadge {...args} labels={{ lastCopies: storySample(globals, fewLeft) }} />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storySample(globals, fewLeft))).toBeVisible();
  },
};

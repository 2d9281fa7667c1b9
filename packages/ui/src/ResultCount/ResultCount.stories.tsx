import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyTexts } from '../storybook/languages';
import { ResultCount } from './ResultCount';

const meta = {
  title: 'Navigation/ResultCount',
  component: ResultCount,
  tags: ['autodocs'],
  args: { count: 1270 },
} satisfies Meta<typeof ResultCount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A polite live region, so a screen reader hears each new count (its digits grouped as the language does). */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(storyTexts(globals).resultCount.books(1270));
  },
};

export const OneBook: Story = {
  args: { count: 1 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(storyTexts(globals).resultCount.books(1));
  },
};

/** While the next count loads, the region says it is busy. */
export const Loading: Story = {
  args: { count: 127, busy: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(storyTexts(globals).resultCount.books(127));
  },
};

/** A search that matched more books than it ranks says so, rather than a count that is too low. */
export const MoreThanRanked: Story = {
  args: { count: 1000, more: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      storyTexts(globals).resultCount.moreThan(1000),
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ResultCount } from './ResultCount';

const meta = {
  title: 'Navigation/ResultCount',
  component: ResultCount,
  tags: ['autodocs'],
  args: { count: 1270 },
} satisfies Meta<typeof ResultCount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A polite live region, so a screen reader hears each new count. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1,270 books');
  },
};

export const OneBookSpanish: Story = {
  args: { count: 1 },
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1 libro');
  },
};

/** While the next count loads, the region says it is busy. */
export const Loading: Story = {
  args: { count: 127, busy: true },
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('127 libros');
  },
};

/** A search that matched more books than it ranks says so, rather than a count that is too low (Spanish groups digits from five on). */
export const MoreThanRanked: Story = {
  args: { count: 1000, more: true },
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Más de 1000 libros');
  },
};

export const MoreThanRankedEnglish: Story = {
  args: { count: 1000, more: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('More than 1,000 books');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextPage } from './TextPage';

const meta = {
  title: 'Pages/TextPage',
  component: TextPage,
  tags: ['autodocs'],
  args: {
    title: 'About us',
    paragraphs: ['An open bookshop in Barcelona.', '<b>Plain</b> text, never HTML.'],
  },
} satisfies Meta<typeof TextPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(2);
    await expect(canvas.getByText('<b>Plain</b> text, never HTML.')).toBeVisible();
  },
};

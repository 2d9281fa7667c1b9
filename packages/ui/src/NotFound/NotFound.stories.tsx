import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyTexts } from '../storybook/languages';
import { NotFound } from './NotFound';

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
  tags: ['autodocs'],
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals).notFound;
    await expect(canvas.getByRole('heading', { name: text.title })).toBeVisible();
    await expect(canvas.getByText(text.text)).toBeVisible();
    // Back to the home page (`routes.home()`) unless the page says where.
    await expect(canvas.getByRole('link', { name: text.link })).toHaveAttribute('href', '/');
  },
};

/** The shop's own words and its main page, given as props. */
export const OwnWords: Story = {
  args: {
    title: 'Page not found',
    text: "Look like you're lost: the page you are looking for is not available.",
    linkLabel: 'Back to the main page',
    href: '/main',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Look like you're lost/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the main page' })).toHaveAttribute(
      'href',
      '/main',
    );
  },
};

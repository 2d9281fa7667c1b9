import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
  tags: ['autodocs'],
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText('The page you are looking for is not available.')).toBeVisible();
    // Back to the home page (`routes.home()`) unless the page says where.
    await expect(canvas.getByRole('link', { name: 'Go to the main page' })).toHaveAttribute('href', '/');
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

export const Spanish: Story = {
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Volver a la página principal' })).toBeVisible();
  },
};

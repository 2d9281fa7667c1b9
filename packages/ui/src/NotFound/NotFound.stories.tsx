import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
  tags: ['autodocs'],
  args: {
    title: 'Page not found',
    text: "Look like you're lost: the page you are looking for is not available.",
    linkLabel: 'Back to the main page',
  },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText(/Look like you're lost/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the main page' })).toHaveAttribute(
      'href',
      '/main',
    );
  },
};

export const Spanish: Story = {
  args: {
    title: 'Página no encontrada',
    text: 'Parece que te has perdido: la página que buscas no está disponible.',
    linkLabel: 'Volver a la página principal',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Volver a la página principal' })).toBeVisible();
  },
};

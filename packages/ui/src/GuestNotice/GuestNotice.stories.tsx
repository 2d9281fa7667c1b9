import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GuestNotice } from './GuestNotice';

const meta = {
  title: 'Book/GuestNotice',
  component: GuestNotice,
  tags: ['autodocs'],
  args: { message: 'Sign in to rate this book and leave a comment.' },
} satisfies Meta<typeof GuestNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sign in to rate this book and leave a comment.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign_in');
  },
};

export const Spanish: Story = {
  args: { message: 'Inicia sesión para valorar y comentar.' },
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/sign_in');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyTexts } from '../storybook/languages';
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
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText('Sign in to rate this book and leave a comment.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: storyTexts(globals).guestNotice.signIn })).toHaveAttribute(
      'href',
      '/sign_in',
    );
  },
};

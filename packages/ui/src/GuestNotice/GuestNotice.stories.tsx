import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
import { GuestNotice } from './GuestNotice';

/** The shop's invitation to a guest (the kit only adds its sign-in link), in the toolbar's language. */
const invitation = {
  en: 'Sign in to rate this book and leave a comment.',
  es: 'Inicia sesión para valorar este libro y dejar un comentario.',
  ca: 'Inicia la sessió per valorar aquest llibre i deixar-hi un comentari.',
};

const meta = {
  title: 'Book/GuestNotice',
  component: GuestNotice,
  tags: ['autodocs'],
  args: { message: invitation.en },
  render: (args, { globals }) => <GuestNotice {...args} message={storySample(globals, invitation)} />,
} satisfies Meta<typeof GuestNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storySample(globals, invitation))).toBeVisible();
    await expect(canvas.getByRole('link', { name: storyTexts(globals).guestNotice.signIn })).toHaveAttribute(
      'href',
      '/sign_in',
    );
  },
};

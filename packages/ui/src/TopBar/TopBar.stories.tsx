import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TopBar } from './TopBar';

/** A shopper's picture, drawn here (stories reach no server). */
const PICTURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#2a6f97"/><circle cx="48" cy="38" r="18" fill="#f4d8c4"/><rect x="20" y="62" width="56" height="34" rx="16" fill="#f4d8c4"/></svg>',
  );

const meta = {
  title: 'Header/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { language: 'esp', onLanguageChange: fn() },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign_in');
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign_up');
    // Guests are sent to sign in before they can see orders.
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/sign_in');
  },
};

export const SignedIn: Story = {
  args: { user: { name: 'Mercè', profileImage: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Hi, Mercè/ })).toHaveAttribute(
      'href',
      '/my_account/settings',
    );
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/my_account/my_orders',
    );
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).toBeNull();
  },
};

export const ChooseLanguage: Story = {
  play: async ({ canvas, args }) => {
    const selector = canvas.getByRole('combobox', { name: 'Language' });
    await expect(selector).toHaveValue('esp');
    await userEvent.selectOptions(selector, 'English');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('eng');
  },
};

export const Spanish: Story = {
  args: { user: { name: 'Mercè' } },
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Idioma' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Hola, Mercè/ })).toBeVisible();
  },
};

/** The greeting with the shopper's picture (without one, their initial: `SignedIn`). */
export const SignedInWithPicture: Story = {
  args: { user: { name: 'Mercè', profileImage: PICTURE } },
  play: async ({ canvas }) => {
    const greeting = canvas.getByRole('link', { name: /Hi, Mercè/ });
    await expect(greeting.querySelector('img')).toHaveAttribute('src', PICTURE);
    await expect(greeting.querySelector('img')).toBeVisible();
  },
};

export const SignedInWithPictureInSpanish: Story = {
  args: { user: { name: 'Mercè', profileImage: PICTURE } },
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    const greeting = canvas.getByRole('link', { name: /Hola, Mercè/ });
    await expect(greeting.querySelector('img')).toHaveAttribute('src', PICTURE);
  },
};

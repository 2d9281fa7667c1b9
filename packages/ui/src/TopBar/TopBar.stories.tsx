import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TopBar } from './TopBar';

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

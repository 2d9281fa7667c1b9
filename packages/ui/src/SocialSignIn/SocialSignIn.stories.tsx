import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SocialSignIn } from './SocialSignIn';

const both = [
  { id: 'facebook', name: 'Facebook', href: '/api/facebook_login?next=%2Fbasket' },
  { id: 'linkedin', name: 'LinkedIn', href: '/api/linked_in_login?next=%2Fbasket' },
];

const meta = {
  title: 'Account/SocialSignIn',
  component: SocialSignIn,
  tags: ['autodocs'],
  args: { providers: both },
} satisfies Meta<typeof SocialSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each configured provider is a link that starts its sign-in; the keyboard reaches both. */
export const BothProviders: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Or continue with' })).toBeVisible();
    const facebook = canvas.getByRole('link', { name: 'Continue with Facebook' });
    await expect(facebook).toHaveAttribute('href', '/api/facebook_login?next=%2Fbasket');
    await userEvent.tab();
    await expect(facebook).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Continue with LinkedIn' })).toHaveFocus();
  },
};

/** Only what the shop is configured for is offered. */
export const OneProvider: Story = {
  args: { providers: both.slice(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Continue with LinkedIn' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Continue with Facebook' })).toBeNull();
  },
};

/** No provider configured: nothing at all. */
export const NoProvider: Story = {
  args: { providers: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

/** A refused sign-in says why, announced. */
export const Refused: Story = {
  args: {
    error: 'Facebook has not verified this address, and an account here already uses it.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Facebook has not verified this address');
  },
};

export const Spanish: Story = {
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'O continúa con' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continuar con Facebook' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continuar con LinkedIn' })).toBeVisible();
  },
};

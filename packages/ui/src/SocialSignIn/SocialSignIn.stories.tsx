import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storyTexts } from '../storybook/languages';
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
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals).socialSignIn;
    await expect(canvas.getByRole('region', { name: text.heading })).toBeVisible();
    const facebook = canvas.getByRole('link', { name: text.continueWith('Facebook') });
    await expect(facebook).toHaveAttribute('href', '/api/facebook_login?next=%2Fbasket');
    await userEvent.tab();
    await expect(facebook).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: text.continueWith('LinkedIn') })).toHaveFocus();
  },
};

/** Only what the shop is configured for is offered. */
export const OneProvider: Story = {
  args: { providers: both.slice(1) },
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals).socialSignIn;
    await expect(canvas.getByRole('link', { name: text.continueWith('LinkedIn') })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: text.continueWith('Facebook') })).toBeNull();
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
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

/** The shop's message when a provider has not verified an address an account uses (as the shop writes it). */
const notVerified = {
  en: 'An account already uses this e-mail address and the provider has not verified it. Sign in with your password.',
  es: 'Ya hay una cuenta con este correo y el proveedor no lo ha verificado. Inicia sesión con tu contraseña.',
  ca: "Ja hi ha un compte amb aquest correu i el proveïdor no l'ha verificat. Inicia la sessió amb la teva contrasenya.",
};

/** A refused sign-in says why, announced. */
export const Refused: Story = {
  args: { error: notVerified.en },
  render: (args, { globals }) => <SocialSignIn {...args} error={storySample(globals, notVerified)} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(storySample(globals, notVerified));
  },
};

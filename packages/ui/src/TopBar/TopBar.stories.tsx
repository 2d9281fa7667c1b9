import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyTexts } from '../storybook/languages';
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
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals).topBar;
    await expect(canvas.getByRole('link', { name: text.signIn })).toHaveAttribute('href', '/sign_in');
    await expect(canvas.getByRole('link', { name: text.signUp })).toHaveAttribute('href', '/sign_up');
    // Guests are sent to sign in before they can see orders.
    await expect(canvas.getByRole('link', { name: text.orders })).toHaveAttribute('href', '/sign_in');
  },
};

export const SignedIn: Story = {
  args: { user: { name: 'Mercè', profileImage: null } },
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals).topBar;
    await expect(canvas.getByRole('link', { name: text.greeting('Mercè') })).toHaveAttribute(
      'href',
      '/my_account/settings',
    );
    await expect(canvas.getByRole('link', { name: text.orders })).toHaveAttribute(
      'href',
      '/my_account/my_orders',
    );
    await expect(canvas.queryByRole('link', { name: text.signIn })).toBeNull();
    // Not an admin: no way to the back office.
    await expect(canvas.queryByRole('link', { name: text.backOffice })).toBeNull();
  },
};

/** An admin finds the back office beside their orders. */
export const SignedInAdmin: Story = {
  args: { user: { name: 'Ada', profileImage: null }, backOfficeHref: '/admin' },
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals).topBar;
    await expect(canvas.getByRole('link', { name: text.backOffice })).toHaveAttribute('href', '/admin');
  },
};

/** The languages are named in their own words, whatever the page's language. */
export const ChooseLanguage: Story = {
  play: async ({ canvas, args, globals }) => {
    const selector = canvas.getByRole('combobox', { name: storyTexts(globals).topBar.language });
    await expect(selector).toHaveValue('esp');
    await userEvent.selectOptions(selector, 'English');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('eng');
  },
};

/** The greeting with the shopper's picture (without one, their initial: `SignedIn`). */
export const SignedInWithPicture: Story = {
  args: { user: { name: 'Mercè', profileImage: PICTURE } },
  play: async ({ canvas, globals }) => {
    const greeting = canvas.getByRole('link', { name: storyTexts(globals).topBar.greeting('Mercè') });
    await expect(greeting.querySelector('img')).toHaveAttribute('src', PICTURE);
    await expect(greeting.querySelector('img')).toBeVisible();
  },
};

/**
 * On a phone the bar is as tall for a guest, for the reader the server draws before it knows them
 * ("Hola, …") and for an admin with a long name: the page below does not move when the reader fills in.
 */
export const AsTallWhoeverReadsOnAPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  // Three bars on one page: each its own landmark name.
  render: (args) => (
    <>
      <TopBar {...args} labels={{ account: 'Guest' }} />
      <TopBar {...args} labels={{ account: 'Reader' }} user={{ name: '…', profileImage: null }} />
      <TopBar
        {...args}
        labels={{ account: 'Admin' }}
        user={{ name: 'Maria Dolors Puigdollers i Casademunt', profileImage: null }}
        backOfficeHref="/admin"
      />
    </>
  ),
  play: async ({ canvasElement }) => {
    const bars = [...canvasElement.querySelectorAll('nav[data-scope="top-bar"]')];
    await expect(bars).toHaveLength(3);
    const heights = bars.map((bar) => Math.round(bar.getBoundingClientRect().height));
    await expect(heights[1]).toBe(heights[0]);
    await expect(heights[2]).toBe(heights[0]);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

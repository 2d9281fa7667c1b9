import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: {
    signedIn: false,
    social: [
      { href: 'https://instagram.com/barcelona.books', name: 'Instagram', icon: 'IG' },
      { href: 'https://facebook.com/barcelona.books', name: 'Facebook', icon: 'FB' },
    ],
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/sign_in');
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/sign_in');
    const expected: [string, string][] = [
      ['About us', '/about_us'],
      ['Contacts', '/contacts'],
      ['For authors', '/for_authors'],
      ['For publishing houses', '/for_publishing_houses'],
      ['Returns', '/return'],
      ['Delivery', '/delivery'],
    ];
    for (const [name, href] of expected) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const instagram = canvas.getByRole('link', { name: 'Instagram' });
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText(/^© 2021/)).toBeVisible();
  },
};

export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/my_account/my_orders',
    );
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/my_account/settings',
    );
  },
};

export const ScrollsToTop: Story = {
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 2000 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    window.scrollTo(0, 1500);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Back to top' }));
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};

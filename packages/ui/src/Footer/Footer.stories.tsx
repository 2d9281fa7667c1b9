import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { storyTexts } from '../storybook/languages';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  tags: ['autodocs'],
  args: {
    columns: [
      {
        title: 'Account',
        links: [
          { href: '/my_account/my_orders', label: 'My orders' },
          { href: '/my_account/settings', label: 'Settings' },
        ],
      },
      {
        title: 'Shop',
        links: [
          { href: '/about_us', label: 'About us' },
          { href: '/contacts', label: 'Contacts' },
        ],
      },
      {
        title: 'Help',
        links: [
          { href: '/return', label: 'Returns' },
          { href: '/delivery', label: 'Delivery' },
        ],
      },
    ],
    social: [
      { href: 'https://instagram.com/barcelona.books', name: 'Instagram', icon: 'IG' },
      { href: 'https://facebook.com/barcelona.books', name: 'Facebook', icon: 'FB' },
    ],
    copyright: '© 2021 Barcelona bookshop',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { name: 'Account' })).toBeVisible();
    const expected: [string, string][] = [
      ['My orders', '/my_account/my_orders'],
      ['About us', '/about_us'],
      ['Returns', '/return'],
    ];
    for (const [name, href] of expected) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const instagram = canvas.getByRole('link', { name: 'Instagram' });
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText(/^© 2021/)).toBeVisible();
    await expect(canvas.getByRole('list', { name: storyTexts(globals).footer.social })).toBeVisible();
  },
};

export const BackToTop: Story = {
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 2000 }}>
        <a href="#top">First link of the page</a>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, globals }) => {
    window.scrollTo(0, 1500);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('button', { name: storyTexts(globals).footer.toTop }));
    await waitFor(() => expect(window.scrollY).toBe(0));
    // The focus goes up too: the next Tab continues from the top, not from the footer.
    await expect(canvas.getByRole('link', { name: 'First link of the page' })).toHaveFocus();
  },
};

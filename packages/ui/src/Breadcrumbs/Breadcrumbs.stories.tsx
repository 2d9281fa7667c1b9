import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyTexts } from '../storybook/languages';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: {
    items: [
      { label: 'Fiction', href: '/books/categories/imaginative' },
      { label: 'Crime and detective', href: '/books/categories/detective' },
      { label: 'The Shadow of the Wind' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A book page: home, its category and subcategory as links, the book itself as the current page. */
export const BookPage: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals).breadcrumbs;
    const nav = canvas.getByRole('navigation', { name: text.nav });
    const steps = within(nav).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      text.home,
      'Fiction',
      'Crime and detective',
      'The Shadow of the Wind',
    ]);
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/books/categories/imaginative',
      '/books/categories/detective',
    ]);
    // The current page is not a link, and says it is the current one.
    await expect(within(nav).getByText('The Shadow of the Wind')).toHaveAttribute('aria-current', 'page');
  },
};

/** A top category: only home above it. */
export const TopCategory: Story = {
  args: { items: [{ label: 'Fiction' }] },
  play: async ({ canvas, globals }) => {
    const nav = canvas.getByRole('navigation', { name: storyTexts(globals).breadcrumbs.nav });
    await expect(
      within(nav).getByRole('link', { name: storyTexts(globals).breadcrumbs.home }),
    ).toHaveAttribute('href', '/');
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(nav).getByText('Fiction')).toHaveAttribute('aria-current', 'page');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 5, pageCount: 12, href: (page: number) => `/books/categories/novel?page=${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the middle of a long list: first, previous, the pages around, next and last are links. */
export const Middle: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pages' });
    // One query for every link (each query by name walks the whole page, slow on a busy machine).
    const links = within(nav).getAllByRole('link');
    const names = links.map((link) => link.getAttribute('aria-label') ?? link.getAttribute('title'));
    await expect(names).toEqual([
      'First page',
      'Previous page',
      'Page 1',
      'Page 3',
      'Page 4',
      'Page 5',
      'Page 6',
      'Page 7',
      'Page 12',
      'Next page',
      'Last page',
    ]);
    const link = (name: string) => links[names.indexOf(name)];
    await expect(link('Page 5')).toHaveAttribute('aria-current', 'page');
    await expect(link('Page 4')).not.toHaveAttribute('aria-current');
    await expect(link('Next page')).toHaveAttribute('href', '/books/categories/novel?page=6');
    await expect(link('Last page')).toHaveAttribute('href', '/books/categories/novel?page=12');
  },
};

/** On the first page there is no way back: first and previous are neither links nor read out. */
export const FirstPage: Story = {
  args: { page: 1, pageCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'First page' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Previous page' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/books/categories/novel?page=2',
    );
  },
};

/** The last page, in Spanish. */
export const LastPageSpanish: Story = {
  args: { page: 3, pageCount: 3 },
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Páginas' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Página anterior' })).toHaveAttribute(
      'href',
      '/books/categories/novel?page=2',
    );
    await expect(canvas.queryByRole('link', { name: 'Página siguiente' })).toBeNull();
  },
};

/** One page needs no pagination. */
export const OnePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

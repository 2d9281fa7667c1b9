import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyTexts } from '../storybook/languages';
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
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals).pagination;
    const nav = canvas.getByRole('navigation', { name: text.nav });
    // One query for every link (each query by name walks the whole page, slow on a busy machine).
    const links = within(nav).getAllByRole('link');
    const names = links.map((link) => link.getAttribute('aria-label') ?? link.getAttribute('title'));
    await expect(names).toEqual([
      text.first,
      text.previous,
      ...[1, 3, 4, 5, 6, 7, 12].map(text.page),
      text.next,
      text.last,
    ]);
    const link = (name: string) => links[names.indexOf(name)];
    await expect(link(text.page(5))).toHaveAttribute('aria-current', 'page');
    await expect(link(text.page(4))).not.toHaveAttribute('aria-current');
    await expect(link(text.next)).toHaveAttribute('href', '/books/categories/novel?page=6');
    await expect(link(text.last)).toHaveAttribute('href', '/books/categories/novel?page=12');
  },
};

/** On the first page there is no way back: first and previous are neither links nor read out. */
export const FirstPage: Story = {
  args: { page: 1, pageCount: 3 },
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals).pagination;
    await expect(canvas.queryByRole('link', { name: text.first })).toBeNull();
    await expect(canvas.queryByRole('link', { name: text.previous })).toBeNull();
    await expect(canvas.getByRole('link', { name: text.page(1) })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: text.next })).toHaveAttribute(
      'href',
      '/books/categories/novel?page=2',
    );
  },
};

/** The last page: there is no way on. */
export const LastPage: Story = {
  args: { page: 3, pageCount: 3 },
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals).pagination;
    await expect(canvas.getByRole('navigation', { name: text.nav })).toBeVisible();
    await expect(canvas.getByRole('link', { name: text.page(3) })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: text.previous })).toHaveAttribute(
      'href',
      '/books/categories/novel?page=2',
    );
    await expect(canvas.queryByRole('link', { name: text.next })).toBeNull();
  },
};

/** One page needs no pagination. */
export const OnePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/**
 * On a phone (375 px) the list fits one line, never sideways: one page each side of the current one,
 * the first and last pages' numbers in place of « and », each link still a 24 × 24 px target.
 */
export const FitsAPhone: Story = {
  args: { page: 5, pageCount: 12 },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = storyTexts(globals).pagination;
    const nav = canvas.getByRole('navigation', { name: text.nav });
    const links = within(nav).getAllByRole('link');
    const names = links.map((link) => link.getAttribute('aria-label') ?? link.getAttribute('title'));
    await expect(names).toEqual([text.previous, ...[1, 4, 5, 6, 12].map(text.page), text.next]);
    const shown = [...nav.querySelectorAll('li')].filter((item) => item.getClientRects().length > 0);
    const tops = new Set(shown.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    for (const link of links) {
      const box = link.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
  },
};

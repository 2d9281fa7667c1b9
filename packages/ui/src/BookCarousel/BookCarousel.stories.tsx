import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { BookCardBook } from '../BookCard';
import { BookCarousel, type BookCarouselTab } from './BookCarousel';

const cover = (fill: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450"><rect width="300" height="450" fill="${fill}"/></svg>`,
  );

const book = (id: string, name: string, fill: string): BookCardBook => ({
  id,
  name,
  pathName: name,
  image: cover(fill),
  price: 10 + Number(id.slice(1)),
  averageRating: 4,
});

const newBooks = Array.from({ length: 8 }, (_, i) => book(`n${i + 1}`, `New book ${i + 1}`, '#8c2f39'));
const popularBooks = Array.from({ length: 6 }, (_, i) =>
  book(`p${i + 1}`, `Popular book ${i + 1}`, '#1a5fb4'),
);

const meta = {
  title: 'Catalogue/BookCarousel',
  component: BookCarousel,
  tags: ['autodocs'],
  args: { newBooks, popularBooks, onTabChange: fn(), onAddToBasket: fn(), locale: 'es-ES' },
  decorators: [
    (Story) => (
      <div style={{ width: 1100 }}>
        <Story />
      </div>
    ),
  ],
  render: function Controlled(args) {
    const [tab, setTab] = useState<BookCarouselTab>(args.tab ?? 'new');
    return (
      <BookCarousel
        {...args}
        tab={tab}
        onTabChange={(t) => {
          setTab(t);
          args.onTabChange(t);
        }}
      />
    );
  },
} satisfies Meta<typeof BookCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('heading', { name: 'New book 1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous books' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next books' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to basket: New book 1' }));
    await expect(args.onAddToBasket).toHaveBeenCalledWith('n1');
  },
};

export const NextSlides: Story = {
  play: async ({ canvas }) => {
    const first = canvas.getByRole('heading', { name: 'New book 1' });
    const before = first.getBoundingClientRect().left;
    await userEvent.click(canvas.getByRole('button', { name: 'Next books' }));
    await waitFor(() => expect(first.getBoundingClientRect().left).toBeLessThan(before));
  },
};

export const PopularTab: Story = {
  args: { tab: 'popular' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Popular book 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'New' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('new');
    await expect(canvas.getByRole('heading', { name: 'New book 1' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading books');
    await expect(canvas.queryAllByRole('heading')).toHaveLength(0);
  },
};

export const EmptyList: Story = {
  args: { newBooks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No books yet')).toBeVisible();
  },
};

export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'New book 1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next books' })).toBeVisible();
  },
};

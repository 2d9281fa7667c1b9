import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { BookCardBook } from '../BookCard';
import { storyPrice, storyTexts } from '../storybook/languages';
import { BookCarousel, type BookCarouselProps, type BookCarouselTab } from './BookCarousel';

const cover = (fill: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450"><rect width="300" height="450" fill="${fill}"/></svg>`,
  );

const shelf = (count: number, kind: string, fill: string): BookCardBook[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `${kind[0]?.toLowerCase()}${i + 1}`,
    name: `${kind} book ${i + 1}`,
    pathName: `${kind} book ${i + 1}`,
    image: cover(fill),
    price: 11 + i,
    averageRating: 4,
  }));

/** How many books each tab has, instead of two arrays to edit as JSON. */
interface BookCarouselStoryArgs extends Omit<BookCarouselProps, 'newBooks' | 'popularBooks'> {
  newCount: number;
  popularCount: number;
  /** The width (px) of the column the carousel sits in: it shows as many books as fit. 0: the page's whole width. */
  width: number;
}

const meta = {
  title: 'Catalogue/BookCarousel',
  // The docs list BookCarousel's own props; the controls set how many books each tab has.
  component: BookCarousel as unknown as ComponentType<BookCarouselStoryArgs>,
  tags: ['autodocs'],
  args: {
    newCount: 8,
    popularCount: 6,
    tab: 'new',
    loading: false,
    width: 1100,
    onTabChange: fn(),
    onAddToBasket: fn(),
  },
  argTypes: {
    width: { control: { type: 'range', min: 0, max: 1200, step: 10 } },
    newCount: { control: { type: 'range', min: 0, max: 12 }, description: 'How many new books' },
    popularCount: { control: { type: 'range', min: 0, max: 12 }, description: 'How many popular books' },
  },
  parameters: { controls: { exclude: /^(labels|newBooks|popularBooks|cardsPerView)$/ } },
  render: function Controlled({ newCount, popularCount, width, ...args }) {
    const [tab, setTab] = useState<BookCarouselTab>(args.tab ?? 'new');
    return (
      <div style={{ width: width || '100%' }}>
        <BookCarousel
          {...args}
          newBooks={shelf(newCount, 'New', '#8c2f39')}
          popularBooks={shelf(popularCount, 'Popular', '#1a5fb4')}
          tab={tab}
          onTabChange={(t) => {
            setTab(t);
            args.onTabChange(t);
          }}
        />
      </div>
    );
  },
} satisfies Meta<BookCarouselStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByRole('tab', { name: t.bookCarousel.new })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('heading', { name: 'New book 1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.bookCarousel.previous })).toBeDisabled();
    // Eight books do not fit: forward is on from the shelf's first paint.
    await waitFor(() => expect(canvas.getByRole('button', { name: t.bookCarousel.next })).toBeEnabled());
    await expect(canvas.getAllByText(storyPrice(globals, 11))[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `${t.bookCard.addToBasket}: New book 1` }));
    await expect(args.onAddToBasket).toHaveBeenCalledWith('n1');
  },
};

export const ScrollToNextBooks: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    const first = canvas.getByRole('heading', { name: 'New book 1' });
    const before = first.getBoundingClientRect().left;
    // The arrow turns on once the shelf has measured that books are hidden (on a busy machine, after the
    // first paint); a tap on it then scrolls, smoothly, which also takes its time there.
    const next = canvas.getByRole('button', { name: t.bookCarousel.next });
    await waitFor(() => expect(next).toBeEnabled(), { timeout: 10_000 });
    await userEvent.click(next);
    await waitFor(() => expect(first.getBoundingClientRect().left).toBeLessThan(before), { timeout: 10_000 });
  },
};

/**
 * The arrows follow the shelf's ends from its first paint: back is off at the start, forward is on
 * while books are hidden; a shelf whose books all fit has both off, and a tab with more books turns
 * forward on again.
 */
export const ArrowsAtTheEnds: Story = {
  args: { newCount: 3, popularCount: 8 },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    const previous = canvas.getByRole('button', { name: t.bookCarousel.previous });
    const next = canvas.getByRole('button', { name: t.bookCarousel.next });
    await expect(canvas.getByRole('heading', { name: 'New book 3' })).toBeVisible();
    await waitFor(() => expect(next).toBeDisabled());
    await expect(previous).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: t.bookCarousel.popular }));
    await waitFor(() => expect(canvas.getByRole('button', { name: t.bookCarousel.next })).toBeEnabled());
    await expect(canvas.getByRole('button', { name: t.bookCarousel.previous })).toBeDisabled();
  },
};

export const PopularTab: Story = {
  args: { tab: 'popular' },
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByRole('heading', { name: 'Popular book 1' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: t.bookCarousel.new }));
    await expect(args.onTabChange).toHaveBeenCalledWith('new');
    await expect(canvas.getByRole('heading', { name: 'New book 1' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.bookCarousel.loading);
    await expect(canvas.queryAllByRole('heading')).toHaveLength(0);
  },
};

export const NoBooks: Story = {
  args: { newCount: 0 },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByText(t.bookCarousel.empty)).toBeVisible();
  },
};

/** The shelf counts cards by its own width: five in a wide column, two in a narrow one. */
export const NarrowColumn: Story = {
  args: { width: 420 },
  play: async ({ canvas }) => {
    const visible = () =>
      canvas
        .getAllByRole('heading')
        .filter((heading) => {
          const box = heading.getBoundingClientRect();
          const track = heading.closest('ul')?.getBoundingClientRect();
          return track && box.left >= track.left - 1 && box.right <= track.right + 1;
        })
        .map((heading) => heading.textContent);
    await waitFor(() => expect(visible()).toEqual(['New book 1', 'New book 2']));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { width: 0 },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByRole('heading', { name: 'New book 1' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.bookCarousel.next })).toBeVisible();
    // Nothing sticks out of the phone's screen.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A "save for later" heart on each card (issue 37): the shop says which books are kept and hears the taps. */
export const WithHearts: Story = {
  render: function KeepingBooks({ newCount, popularCount, width, ...args }) {
    const [kept, setKept] = useState<string[]>([]);
    return (
      <div style={{ width: width || '100%' }}>
        <BookCarousel
          {...args}
          newBooks={shelf(newCount, 'New', '#8c2f39')}
          popularBooks={shelf(popularCount, 'Popular', '#1a5fb4')}
          forLater={{
            isKept: (id) => kept.includes(id),
            onToggle: (id) =>
              setKept((now) => (now.includes(id) ? now.filter((other) => other !== id) : [...now, id])),
          }}
        />
      </div>
    );
  },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    const heart = canvas.getByRole('button', { name: t.forLaterButton.keepBook('New book 1') });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    // A button of its own, outside the card's link.
    await expect(heart.closest('a')).toBeNull();
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(
      canvas.getByRole('button', { name: t.forLaterButton.keepBook('New book 2') }),
    ).toHaveAttribute('aria-pressed', 'false');
  },
};

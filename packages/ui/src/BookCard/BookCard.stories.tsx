import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { ForLaterButton } from '../ForLaterButton/ForLaterButton';
import { storyPrice, storyTexts } from '../storybook/languages';
import { BOOK_CARD_SIZES, BookCard, type BookCardProps } from './BookCard';

const cover = (fill: string) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450"><rect width="300" height="450" fill="${fill}"/><text x="150" y="225" fill="#fff" font-size="28" text-anchor="middle" font-family="Georgia">Cover</text></svg>`,
  );

/** The book's fields as separate controls, instead of one `book` object to edit as JSON. */
interface BookCardStoryArgs extends Omit<BookCardProps, 'book'> {
  name: string;
  /** The English name in the book's address. */
  pathName?: string;
  /** Empty: no price. */
  price?: number;
  /** 0 to 5 in halves. */
  averageRating: number;
  /** The cover's colour (a sample cover is drawn in it). */
  coverColour: string;
  /** The cover's address instead of the sample: empty for none, or one that fails. */
  image?: string | null;
  /** What the shop says of its stock; no badge when empty. */
  stockState?: 'inStock' | 'lastCopies' | 'soldOut';
}

const meta = {
  title: 'Catalogue/BookCard',
  // The docs list BookCard's own props; the controls edit the book's fields one by one.
  component: BookCard as unknown as ComponentType<BookCardStoryArgs>,
  parameters: { controls: { exclude: /^(labels|book)$/ } },
  tags: ['autodocs'],
  args: {
    name: 'Cien años de soledad',
    pathName: 'One Hundred Years of Solitude',
    price: 21.9,
    averageRating: 4.5,
    coverColour: '#8c2f39',
    onAddToBasket: fn(),
    priority: false,
    headingLevel: 3,
  },
  argTypes: {
    averageRating: { control: { type: 'range', min: 0, max: 5, step: 0.5 } },
    price: { control: { type: 'number', min: 0, step: 0.01 } },
    coverColour: { control: 'color' },
  },
  render: ({ name, pathName, price, averageRating, coverColour, stockState, image, ...props }) => (
    <BookCard
      {...props}
      book={{
        id: 'b1',
        name,
        pathName,
        price,
        averageRating,
        stockState,
        image: image === undefined ? cover(coverColour) : image,
      }}
    />
  ),
  decorators: [
    (Story) => (
      <div style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<BookCardStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals).bookCard;
    await expect(canvas.getByRole('heading', { name: 'Cien años de soledad' })).toBeVisible();
    await expect(canvas.getByText(storyPrice(globals, 21.9))).toBeVisible();
    await expect(canvas.getByRole('img', { name: text.rating(4.5) })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute(
      'href',
      '/books/b1/One%20Hundred%20Years%20of%20Solitude',
    );
  },
};

/** A book with no price shows none (a storefront with a default price passes it in `book.price`). */
export const WithoutPriceOrRating: Story = {
  args: { name: 'La plaça del Diamant', pathName: undefined, price: undefined, averageRating: 0 },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvasElement.querySelector('[data-part="price"]')).toBeNull();
    await expect(canvas.getByRole('img', { name: storyTexts(globals).bookCard.rating(0) })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute(
      'href',
      '/books/b1/La%20pla%C3%A7a%20del%20Diamant',
    );
  },
};

export const LongTitle: Story = {
  args: {
    name: 'El ingenioso hidalgo don Quijote de la Mancha, primera y segunda parte, edición del Instituto Cervantes comentada',
    price: 59,
    averageRating: 3,
  },
  play: async ({ canvas, globals }) => {
    const heading = canvas.getByRole('heading');
    // Three lines at most: the title is clamped instead of pushing the button away.
    await expect(heading.getBoundingClientRect().height).toBeLessThan(80);
    await expect(
      canvas.getByRole('button', { name: new RegExp(`^${storyTexts(globals).bookCard.addToBasket}`) }),
    ).toBeVisible();
  },
};

export const AddToBasket: Story = {
  play: async ({ args, canvas, globals }) => {
    const { addToBasket } = storyTexts(globals).bookCard;
    await userEvent.click(canvas.getByRole('button', { name: `${addToBasket}: Cien años de soledad` }));
    await expect(args.onAddToBasket).toHaveBeenCalledTimes(1);
    await expect(args.onAddToBasket).toHaveBeenCalledWith('b1');
  },
};

/** The heart on the cover keeps the book for later (issue 37): its own button, pressed while kept. */
const onToggleForLater = fn();
export const SaveForLater: Story = {
  args: {
    forLater: (
      <ForLaterButton bookName="Cien años de soledad" kept={false} compact onToggle={onToggleForLater} />
    ),
  },
  play: async ({ args, canvas, globals }) => {
    const heart = canvas.getByRole('button', {
      name: storyTexts(globals).forLaterButton.keepBook('Cien años de soledad'),
    });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(onToggleForLater).toHaveBeenCalledTimes(1);
    // The tap saved the book, not the basket's.
    await expect(args.onAddToBasket).not.toHaveBeenCalled();
  },
};

/** Without a cover the card shows the book's name on the theme's colours, in the cover's place. */
export const MissingCover: Story = {
  args: { image: null },
  play: async ({ canvas, canvasElement }) => {
    const fallback = canvasElement.querySelector('[data-part="cover"]');
    await expect(fallback).toHaveAttribute('data-fallback');
    await expect(fallback).toHaveTextContent('Cien años de soledad');
    // Never the browser's broken-image icon: there is no picture at all.
    await expect(canvasElement.querySelector('img')).toBeNull();
    // The name is the card's heading already: the fallback is not read out twice.
    await expect(fallback).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('heading', { name: 'Cien años de soledad' })).toBeVisible();
  },
};

/** A cover that fails to load gives way to the same fallback. */
export const BrokenCover: Story = {
  args: { image: '/covers/none-such.jpg', priority: true },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-part="cover"]')).toHaveAttribute('data-fallback'),
    );
    await expect(canvasElement.querySelector('[data-part="cover"]')).toHaveTextContent(
      'Cien años de soledad',
    );
  },
};

/** The card sets its own colours: on a dark page its title stays readable. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'Cien años de soledad' });
    const card = title.closest('article');
    if (!card) throw new Error('the card is not an article');
    await expect(getComputedStyle(title).color).toBe('rgb(243, 238, 232)');
    await expect(getComputedStyle(card).backgroundColor).toBe('rgb(34, 29, 26)');
  },
};

/** On a page whose text is white (a dark page), the card keeps its own dark text on its light surface. */
export const OnADarkPage: Story = {
  decorators: [
    (Story) => (
      <div style={{ background: '#111111', color: '#ffffff', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'Cien años de soledad' });
    await expect(getComputedStyle(title).color).toBe('rgb(31, 27, 22)');
  },
};

export const LastCopies: Story = {
  args: { stockState: 'lastCopies' },
  play: async ({ canvas, args, globals }) => {
    const text = storyTexts(globals);
    await expect(canvas.getByText(text.stockBadge.lastCopies)).toBeVisible();
    const add = canvas.getByRole('button', { name: `${text.bookCard.addToBasket}: Cien años de soledad` });
    await expect(add).toHaveAccessibleDescription(text.stockBadge.lastCopies);
    await userEvent.click(add);
    await expect(args.onAddToBasket).toHaveBeenCalledWith('b1');
  },
};

export const SoldOut: Story = {
  args: { stockState: 'soldOut' },
  play: async ({ canvas, args, globals }) => {
    const text = storyTexts(globals);
    // The button stays, disabled and described by the badge: the reader learns why.
    const add = canvas.getByRole('button', { name: `${text.bookCard.addToBasket}: Cien años de soledad` });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(text.stockBadge.soldOut);
    await userEvent.click(add, { pointerEventsCheck: 0 });
    await expect(args.onAddToBasket).not.toHaveBeenCalled();
  },
};

export const InStock: Story = {
  args: { stockState: 'inStock' },
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals);
    await expect(canvas.getByText(text.stockBadge.inStock)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: new RegExp(`^${text.bookCard.addToBasket}`) }),
    ).toBeEnabled();
  },
};

/**
 * The cover is offered in every width the provider's `imageSources` gives (here an example image
 * service), with the card's `sizes`: two cards side by side on a phone, about 240 px on wider screens.
 * Below the fold it waits until it is scrolled to.
 */
export const CoverInEveryWidth: Story = {
  play: async ({ canvasElement }) => {
    const cover = canvasElement.querySelector('img');
    await expect(cover).toHaveAttribute(
      'srcset',
      expect.stringMatching(/#w240 240w, .+#w480 480w, .+#w960 960w$/),
    );
    await expect(cover).toHaveAttribute('sizes', BOOK_CARD_SIZES);
    await expect(cover).toHaveAttribute('loading', 'lazy');
    await expect(cover).not.toHaveAttribute('fetchpriority', 'high');
    // Its box is set before the picture arrives: nothing below it moves.
    await expect(cover).toHaveAttribute('width', '150');
    await expect(cover).toHaveAttribute('height', '225');
  },
};

/** The first cover of a list that opens the page is the page's main picture: fetched at once, first. */
export const FirstCoverOfThePage: Story = {
  args: { fetchPriority: 'high' },
  play: async ({ canvasElement }) => {
    const cover = canvasElement.querySelector('img');
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).toHaveAttribute('loading', 'eager');
  },
};

/** A storefront whose cards are laid out otherwise says how wide they are. */
export const OwnSizes: Story = {
  args: { sizes: '(min-width: 1000px) 320px, 90vw' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute(
      'sizes',
      '(min-width: 1000px) 320px, 90vw',
    );
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
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
  render: ({ name, pathName, price, averageRating, coverColour, stockState, ...props }) => (
    <BookCard
      {...props}
      book={{ id: 'b1', name, pathName, price, averageRating, stockState, image: cover(coverColour) }}
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
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Cien años de soledad' })).toBeVisible();
    await expect(canvas.getByText('€21.90')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute(
      'href',
      '/books/b1/One%20Hundred%20Years%20of%20Solitude',
    );
  },
};

/** A book with no price shows none (a storefront with a default price passes it in `book.price`). */
export const WithoutPriceOrRating: Story = {
  args: { name: 'La plaça del Diamant', pathName: undefined, price: undefined, averageRating: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/€/)).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Rated 0 out of 5' })).toBeVisible();
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
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    // Three lines at most: the title is clamped instead of pushing the button away.
    await expect(heading.getBoundingClientRect().height).toBeLessThan(80);
    await expect(canvas.getByRole('button', { name: /Add to basket/ })).toBeVisible();
  },
};

export const AddToBasket: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to basket: Cien años de soledad' }));
    await expect(args.onAddToBasket).toHaveBeenCalledTimes(1);
    await expect(args.onAddToBasket).toHaveBeenCalledWith('b1');
  },
};

export const Spanish: Story = {
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Añadir a la cesta: Cien años de soledad' }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Valoración: 4,5 de 5' })).toBeVisible();
    await expect(canvas.getByText('21,90 €')).toBeVisible();
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
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Last few copies')).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Add to basket: Cien años de soledad' });
    await expect(add).toHaveAccessibleDescription('Last few copies');
    await userEvent.click(add);
    await expect(args.onAddToBasket).toHaveBeenCalledWith('b1');
  },
};

export const SoldOut: Story = {
  args: { stockState: 'soldOut' },
  play: async ({ canvas, args }) => {
    // The button stays, disabled and described by the badge: the reader learns why.
    const add = canvas.getByRole('button', { name: 'Add to basket: Cien años de soledad' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Sold out');
    await userEvent.click(add, { pointerEventsCheck: 0 });
    await expect(args.onAddToBasket).not.toHaveBeenCalled();
  },
};

export const SoldOutInSpanish: Story = {
  args: { stockState: 'soldOut' },
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    const add = canvas.getByRole('button', { name: 'Añadir a la cesta: Cien años de soledad' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Agotado');
  },
};

export const InStockInSpanish: Story = {
  args: { stockState: 'inStock' },
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('En stock')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Añadir a la cesta/ })).toBeEnabled();
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

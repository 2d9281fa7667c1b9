import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
import { CategoryGrid } from './CategoryGrid';

const cover =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450"><rect width="300" height="450" fill="#8c2f39"/></svg>',
  );

const meta = {
  title: 'Pages/CategoryGrid',
  component: CategoryGrid,
  tags: ['autodocs'],
  args: {
    books: [
      { id: 'b1', name: 'Mirall trencat', image: cover, price: 18, averageRating: 4 },
      { id: 'b2', name: 'Nada', image: cover, price: 15.5, averageRating: 3.5 },
    ],
    onAddToBasket: fn(),
  },
} satisfies Meta<typeof CategoryGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(
      canvas.getByRole('button', { name: `${storyTexts(globals).bookCard.addToBasket}: Nada` }),
    );
    await expect(args.onAddToBasket).toHaveBeenCalledWith('b2');
  },
};

/** The shop's words for an empty category (as the shop writes them), in the toolbar's language. */
const noBooksInCategory = {
  en: 'No books in this category yet',
  es: 'Todavía no hay libros en esta categoría',
  ca: 'Encara no hi ha llibres en aquesta categoria',
};

/** A shop's own words for an empty category, over the kit's. */
export const NoBooks: Story = {
  args: { books: [], emptyText: noBooksInCategory.en },
  render: (args, { globals }) => (
    <CategoryGrid {...args} emptyText={storySample(globals, noBooksInCategory)} />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storySample(globals, noBooksInCategory))).toBeVisible();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

const fiveBooks = ['Mirall trencat', 'Nada', 'Marina', 'Tirant lo Blanc', 'La plaça del Diamant'].map(
  (name, index) => ({ id: `b${index + 1}`, name, image: cover, price: 15 + index, averageRating: 4 }),
);

/** A long list shows a page at a time; here in Spanish. */
export const ShowMore: Story = {
  args: { books: fiveBooks, pageSize: 2 },
  play: async ({ canvas, canvasElement, globals }) => {
    const text = storyTexts(globals).categoryGrid;
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: text.showMore(2, 5) }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    // The reader carries on from the first book that appeared.
    await expect(canvas.getByRole('link', { name: 'Marina' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: text.showMore(4, 5) }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'La plaça del Diamant' })).toHaveFocus();
    await expect(canvasElement.querySelector('[data-part="show-more"]')).toBeNull();
  },
};

/** The first books are loading: skeleton cards hold their place, and a screen reader hears why. */
export const Loading: Story = {
  args: { books: [], loading: true, skeletonCount: 4 },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.categoryGrid.loading);
    // The placeholders are not read out as an empty list, nor as "no books".
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.queryByText(t.categoryGrid.empty)).toBeNull();
  },
};

/** Books already shown stay while the next ones load: no skeletons over them. */
export const LoadingMore: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The first cover opens the page: fetched first; the others in turn, the ones below the fold when reached. */
export const FirstCoverFirst: Story = {
  args: { books: fiveBooks, coverSizes: '(min-width: 720px) 200px, 50vw' },
  play: async ({ canvasElement }) => {
    const [first, ...others] = [...canvasElement.querySelectorAll('img')];
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('sizes', '(min-width: 720px) 200px, 50vw');
    for (const cover of others) await expect(cover).not.toHaveAttribute('fetchpriority', 'high');
  },
};

const thirtyBooks = Array.from({ length: 30 }, (_, index) => ({
  id: `b${index + 1}`,
  name: `Libro ${index + 1}`,
  image: cover,
  price: 10 + index,
  averageRating: 4,
}));

/**
 * A page's first load leaves the cards off the screen to be drawn as the reader comes to them
 * (CSS `content-visibility: auto`; the shop's end-to-end tests watch the browser skip and draw them).
 * They are in the page all along: a screen reader and Tab find every one.
 */
export const DeferOffscreenCards: Story = {
  args: { books: thirtyBooks, deferOffscreenCards: true },
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(30);
    for (const card of cards) await expect(getComputedStyle(card).contentVisibility).toBe('auto');
    await expect(canvas.getByRole('link', { name: 'Libro 30' })).toBeInTheDocument();
  },
};

/** Without `deferOffscreenCards` every card is drawn at once, wherever it is. */
export const EveryCardDrawn: Story = {
  args: { books: thirtyBooks },
  play: async ({ canvas }) => {
    for (const card of canvas.getAllByRole('listitem'))
      await expect(getComputedStyle(card).contentVisibility).toBe('visible');
  },
};

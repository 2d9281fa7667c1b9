import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ForLaterButton } from '../ForLaterButton';
import { GuestNotice } from '../GuestNotice';
import { Rating } from '../Rating';
import { type StoryGlobals, storyPrice, storySample, storyTexts } from '../storybook/languages';
import { BookDetails, type BookDetailsProps } from './BookDetails';

const cover =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450"><rect width="300" height="450" fill="#8c2f39"/></svg>',
  );

/** The book's texts as the shop gives them in the reader's language: its description, language and categories. */
const shopWords = {
  en: {
    info: 'The adventures of a gentleman of La Mancha who reads so many books of chivalry that he decides to become a knight-errant.',
    longInfo: 'A long chronicle. ',
    language: 'Spanish',
    classic: 'Classics',
    novel: 'Novels',
  },
  es: {
    info: 'Las aventuras de un hidalgo manchego que, de tanto leer libros de caballerías, decide hacerse caballero andante.',
    longInfo: 'Una crónica extensa. ',
    language: 'Español',
    classic: 'Clásicos',
    novel: 'Novela',
  },
  ca: {
    info: "Les aventures d'un hidalgo de la Manxa que, de tant llegir llibres de cavalleries, decideix fer-se cavaller errant.",
    longInfo: 'Una crònica extensa. ',
    language: 'Castellà',
    classic: 'Clàssics',
    novel: 'Novel·la',
  },
};
type ShopWords = (typeof shopWords)['en'];

/** A story's book (its texts given in English) with its texts in the toolbar's language. */
const bookIn = (book: BookDetailsProps['book'], word: ShopWords): BookDetailsProps['book'] => ({
  ...book,
  info: book.info.startsWith(shopWords.en.longInfo) ? word.longInfo.repeat(40) : word.info,
  language: word.language,
  categories: book.categories.map((category) => ({
    ...category,
    name: category.slug === 'classic' ? word.classic : word.novel,
  })),
});

const meta = {
  title: 'Pages/BookDetails',
  component: BookDetails,
  tags: ['autodocs'],
  args: {
    book: {
      id: 'b1',
      name: 'Don Quijote de la Mancha',
      title: 'El ingenioso hidalgo',
      info: shopWords.en.info,
      image: cover,
      author: { id: 'a1', name: 'Miguel de Cervantes', pathName: 'Miguel de Cervantes' },
      publisher: { id: 'p1', name: 'Editorial Juventud', pathName: 'Juventud Publishing' },
      price: 24.99,
      pagesCount: 1376,
      language: shopWords.en.language,
      year: 1605,
      categories: [
        { slug: 'classic', name: shopWords.en.classic },
        { slug: 'novel', name: shopWords.en.novel },
      ],
    },
    onAddToBasket: fn(),
  },
  // A Spanish classic's page, its texts as the shop gives them and the rating in the toolbar's language.
  render: (args, { globals }) => (
    <BookDetails
      {...args}
      book={bookIn(args.book, storySample(globals, shopWords))}
      rating={args.rating ?? <Rating readOnly value={4.5} label={storyTexts(globals).bookCard.rating(4.5)} />}
    />
  ),
} satisfies Meta<typeof BookDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Don Quijote de la Mancha' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Miguel de Cervantes' })).toHaveAttribute(
      'href',
      '/authors/a1/Miguel%20de%20Cervantes',
    );
    await expect(canvas.getByRole('link', { name: 'Editorial Juventud' })).toHaveAttribute(
      'href',
      '/publishers/p1/Juventud%20Publishing',
    );
    const word = storySample(globals, shopWords);
    await expect(canvas.getByRole('link', { name: word.classic })).toHaveAttribute(
      'href',
      '/books/categories/classic',
    );
    await expect(canvas.getByText(t.bookDetails.categories)).toBeVisible();
    // In the reader's number format and the provider's currency.
    await expect(canvas.getByText(storyPrice(globals, 24.99))).toBeVisible();
    await expect(canvas.getByText('1376')).toBeVisible();
    await expect(canvas.getByText(word.language)).toBeVisible();
    await expect(canvas.getByText(word.info)).toBeVisible();
    await expect(canvas.getByRole('img', { name: t.bookCard.rating(4.5) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.bookDetails.addToBasket }));
    await expect(args.onAddToBasket).toHaveBeenCalledWith('b1');
  },
};

/** The shop's message to a guest (its own words) in the rating's place. */
const guestMessage = {
  en: 'Only registered users can rate books',
  es: 'Solo los usuarios registrados pueden valorar libros',
  ca: 'Només els usuaris registrats poden valorar llibres',
};

export const Guest: Story = {
  render: (args, { globals }) => (
    <BookDetails
      {...args}
      book={bookIn(args.book, storySample(globals, shopWords))}
      rating={<GuestNotice message={storySample(globals, guestMessage)} />}
    />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storySample(globals, guestMessage))).toBeVisible();
    await expect(canvas.getByRole('link', { name: storyTexts(globals).guestNotice.signIn })).toHaveAttribute(
      'href',
      '/sign_in',
    );
  },
};

export const WithoutSubtitleOrCategories: Story = {
  args: { book: { ...meta.args.book, title: '', categories: [] } },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.queryByText(t.bookDetails.categories)).toBeNull();
    await expect(canvas.queryByText('El ingenioso hidalgo')).toBeNull();
    await expect(canvas.getByRole('button', { name: t.bookDetails.addToBasket })).toBeVisible();
  },
};

/** Without a cover the page shows the book's name on the theme's colours in its place. */
export const MissingCover: Story = {
  args: { book: { ...meta.args.book, image: null } },
  play: async ({ canvasElement }) => {
    const fallback = canvasElement.querySelector('[data-part="cover"]');
    await expect(fallback).toHaveAttribute('data-fallback');
    await expect(fallback).toHaveTextContent('Don Quijote de la Mancha');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const LongTextsOnMobile: Story = {
  args: {
    book: {
      ...meta.args.book,
      name: 'Historia verdadera de la conquista de la Nueva España escrita por uno de sus conquistadores',
      author: { id: 'a2', name: 'Bernal Díaz del Castillo, soldado y cronista de Medina del Campo' },
      info: shopWords.en.longInfo.repeat(40),
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    // Long names wrap inside a phone's width instead of pushing the page sideways.
    await expect(canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().width).toBeLessThanOrEqual(
      canvasElement.clientWidth,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(
      canvas.getByRole('button', { name: storyTexts(globals).bookDetails.addToBasket }),
    ).toBeVisible();
  },
};

/**
 * On a phone the name, price, stock and button come before the facts and beside a small cover, so the
 * shop's first screen (740 px less its 320 px header) shows them (issue 37).
 */
export const BuyBoxOnAPhone: Story = {
  args: { book: { ...meta.args.book, stockState: 'inStock' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyTexts(globals);
    const top = canvasElement.getBoundingClientRect().top;
    const bottomOf = (element: Element) => element.getBoundingClientRect().bottom - top;
    const add = canvas.getByRole('button', { name: t.bookDetails.addToBasket });
    for (const element of [
      canvas.getByRole('heading', { level: 1 }),
      canvas.getByText(storyPrice(globals, 24.99)),
      canvas.getByText(t.stockBadge.inStock),
      add,
    ]) {
      await expect(bottomOf(element)).toBeLessThanOrEqual(740 - 320);
    }
    // The author's link (in the facts) comes after the button, on the screen as in the tab order.
    const author = canvas.getByRole('link', { name: 'Miguel de Cervantes' });
    await expect(author.getBoundingClientRect().top).toBeGreaterThan(add.getBoundingClientRect().bottom);
    await expect(add.compareDocumentPosition(author) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

/** "Save for later" on a phone: under the buy box, beside the cover, its words on one line in every language. */
export const ForLaterOnAPhone: Story = {
  args: {
    book: { ...meta.args.book, stockState: 'inStock' },
    forLater: <ForLaterButton bookName="Don Quijote de la Mancha" kept={false} onToggle={fn()} />,
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyTexts(globals);
    const add = canvas.getByRole('button', { name: t.bookDetails.addToBasket }).getBoundingClientRect();
    const keep = canvas.getByRole('button', { name: new RegExp(t.forLaterButton.keepForLater) });
    const box = keep.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(add.bottom);
    await expect(box.left).toBeGreaterThanOrEqual(add.left - 1);
    const words = document.createRange();
    words.selectNodeContents(
      canvasElement.querySelector('[data-scope="for-later-button"] [data-part="text"]') as Node,
    );
    await expect(words.getClientRects()).toHaveLength(1);
  },
};

export const LastCopies: Story = {
  args: { book: { ...meta.args.book, stockState: 'lastCopies' } },
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByText(t.stockBadge.lastCopies)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.bookDetails.addToBasket }));
    await expect(args.onAddToBasket).toHaveBeenCalledWith('b1');
  },
};

export const SoldOut: Story = {
  args: { book: { ...meta.args.book, stockState: 'soldOut' } },
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    await expect(
      canvas.getByText(t.stockBadge.soldOut, { exact: true, selector: '[data-part="stock"]' }),
    ).toBeVisible();
    // The button says the book is sold out, not a greyed "Add to basket".
    await expect(canvas.queryByRole('button', { name: t.bookDetails.addToBasket })).toBeNull();
    const add = canvas.getByRole('button', { name: t.stockBadge.soldOut });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(t.bookDetails.soldOutHint);
    await userEvent.click(add, { pointerEventsCheck: 0 });
    await expect(args.onAddToBasket).not.toHaveBeenCalled();
  },
};

/** The shop's own button for a sold-out book, in the toolbar's language. */
const notifyMe = (globals: StoryGlobals) =>
  storySample(globals, { en: 'Tell me when it is back', es: 'Avísame cuando vuelva' });

/** An edition's details, and a sold-out book's slot for what the reader can do instead. */
export const EditionAndSoldOutAction: Story = {
  args: {
    book: {
      ...meta.args.book,
      stockState: 'soldOut',
      isbn: '978-84-376-0494-7',
      translator: 'Nadie',
      series: 'Letras Hispánicas, 200',
    },
  },
  // The format and the button are the shop's texts, in the reader's language.
  render: (args, { globals }) => (
    <BookDetails
      {...args}
      book={{
        ...bookIn(args.book, storySample(globals, shopWords)),
        format: storyTexts(globals).addBookForm.formats.paperback,
      }}
      soldOutAction={<button type="button">{notifyMe(globals)}</button>}
    />
  ),
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    for (const [term, value] of [
      [t.bookDetails.isbn, '978-84-376-0494-7'],
      [t.bookDetails.format, t.addBookForm.formats.paperback],
      [t.bookDetails.translator, 'Nadie'],
      [t.bookDetails.series, 'Letras Hispánicas, 200'],
    ] as const) {
      await expect(canvas.getByText(term, { selector: 'dt' })).toBeVisible();
      await expect(canvas.getByText(value, { selector: 'dd' })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: notifyMe(globals) })).toBeEnabled();
  },
};

/** A book in stock shows no sold-out action, and an edition left unknown shows no empty line. */
export const InStockHidesTheSoldOutAction: Story = {
  args: { book: { ...meta.args.book, stockState: 'inStock' } },
  render: (args, { globals }) => (
    <BookDetails
      {...args}
      book={bookIn(args.book, storySample(globals, shopWords))}
      soldOutAction={<button type="button">{notifyMe(globals)}</button>}
    />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByRole('button', { name: notifyMe(globals) })).toBeNull();
    await expect(canvas.queryByText(storyTexts(globals).bookDetails.isbn)).toBeNull();
  },
};

export const InStock: Story = {
  args: { book: { ...meta.args.book, stockState: 'inStock' } },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByText(t.stockBadge.inStock)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.bookDetails.addToBasket })).toBeEnabled();
  },
};

/** The cover, the page's main picture, in every width with the column's size: fetched first, never lazily. */
export const CoverInEveryWidth: Story = {
  play: async ({ canvasElement }) => {
    const cover = canvasElement.querySelector('img');
    await expect(cover).toHaveAttribute(
      'srcset',
      expect.stringMatching(/#w240 240w, .+#w480 480w, .+#w960 960w$/),
    );
    await expect(cover).toHaveAttribute('sizes', '(max-width: 700px) 112px, 300px');
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).not.toHaveAttribute('loading', 'lazy');
    await expect(cover).toHaveAttribute('width', '300');
    await expect(cover).toHaveAttribute('height', '450');
  },
};

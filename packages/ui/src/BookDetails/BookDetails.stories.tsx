import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { GuestNotice } from '../GuestNotice';
import { Rating } from '../Rating';
import { BookDetails } from './BookDetails';

const cover =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450"><rect width="300" height="450" fill="#8c2f39"/></svg>',
  );

const meta = {
  title: 'Pages/BookDetails',
  component: BookDetails,
  tags: ['autodocs'],
  args: {
    book: {
      id: 'b1',
      name: 'Don Quijote de la Mancha',
      title: 'El ingenioso hidalgo',
      info: 'Las aventuras de un hidalgo manchego que, de tanto leer libros de caballerías, decide hacerse caballero andante.',
      image: cover,
      author: { id: 'a1', name: 'Miguel de Cervantes', pathName: 'Miguel de Cervantes' },
      publisher: { id: 'p1', name: 'Editorial Juventud', pathName: 'Juventud Publishing' },
      price: 24.99,
      pagesCount: 1376,
      language: 'Español',
      year: 1605,
      categories: [
        { slug: 'classic', name: 'Clásicos' },
        { slug: 'novel', name: 'Novela' },
      ],
    },
    onAddToBasket: fn(),
    rating: <Rating readOnly value={4.5} label="Valoración: 4,5 de 5" />,
  },
  // A Spanish classic's page, in Spanish.
  globals: { language: 'esp' },
} satisfies Meta<typeof BookDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Don Quijote de la Mancha' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Miguel de Cervantes' })).toHaveAttribute(
      'href',
      '/authors/a1/Miguel%20de%20Cervantes',
    );
    await expect(canvas.getByRole('link', { name: 'Editorial Juventud' })).toHaveAttribute(
      'href',
      '/publishers/p1/Juventud%20Publishing',
    );
    await expect(canvas.getByRole('link', { name: 'Clásicos' })).toHaveAttribute(
      'href',
      '/books/categories/classic',
    );
    // In the reader's number format and the provider's currency.
    await expect(canvas.getByText('24,99 €')).toBeVisible();
    await expect(canvas.getByText('1376')).toBeVisible();
    await expect(canvas.getByText('Español')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Valoración: 4,5 de 5' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir a la cesta' }));
    await expect(args.onAddToBasket).toHaveBeenCalledWith('b1');
  },
};

export const Guest: Story = {
  args: {
    rating: <GuestNotice message="Solo los usuarios registrados pueden valorar libros" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Solo los usuarios registrados pueden valorar libros')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/sign_in');
  },
};

export const WithoutSubtitleOrCategories: Story = {
  args: { book: { ...meta.args.book, title: '', categories: [] } },
  globals: { language: 'eng' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Categories')).toBeNull();
    await expect(canvas.queryByText('El ingenioso hidalgo')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add to basket' })).toBeVisible();
    await expect(canvas.getByText('€24.99')).toBeVisible();
  },
};

export const LongTextsOnMobile: Story = {
  args: {
    book: {
      ...meta.args.book,
      name: 'Historia verdadera de la conquista de la Nueva España escrita por uno de sus conquistadores',
      author: { id: 'a2', name: 'Bernal Díaz del Castillo, soldado y cronista de Medina del Campo' },
      info: 'Una crónica extensa. '.repeat(40),
    },
  },
  globals: { language: 'esp', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    // Long names wrap inside a phone's width instead of pushing the page sideways.
    await expect(canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().width).toBeLessThanOrEqual(
      canvasElement.clientWidth,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(canvas.getByRole('button', { name: 'Añadir a la cesta' })).toBeVisible();
  },
};

export const LastCopies: Story = {
  args: { book: { ...meta.args.book, stockState: 'lastCopies' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Últimas unidades')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir a la cesta' }));
    await expect(args.onAddToBasket).toHaveBeenCalledWith('b1');
  },
};

export const SoldOut: Story = {
  args: { book: { ...meta.args.book, stockState: 'soldOut' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Agotado')).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Añadir a la cesta' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Agotado: por ahora no se puede añadir a la cesta.');
    await userEvent.click(add, { pointerEventsCheck: 0 });
    await expect(args.onAddToBasket).not.toHaveBeenCalled();
  },
};

/** An edition's details, and a sold-out book's slot for what the reader can do instead. */
export const EditionAndSoldOutAction: Story = {
  args: {
    book: {
      ...meta.args.book,
      stockState: 'soldOut',
      isbn: '978-84-376-0494-7',
      format: 'Tapa blanda',
      translator: 'Nadie',
      series: 'Letras Hispánicas, 200',
    },
    soldOutAction: <button type="button">Avísame cuando vuelva</button>,
  },
  play: async ({ canvas }) => {
    for (const [term, value] of [
      ['ISBN', '978-84-376-0494-7'],
      ['Formato', 'Tapa blanda'],
      ['Traducción', 'Nadie'],
      ['Colección', 'Letras Hispánicas, 200'],
    ]) {
      await expect(canvas.getByText(term as string, { selector: 'dt' })).toBeVisible();
      await expect(canvas.getByText(value as string, { selector: 'dd' })).toBeVisible();
    }
    await expect(canvas.getByRole('button', { name: 'Avísame cuando vuelva' })).toBeEnabled();
  },
};

/** A book in stock shows no sold-out action, and an edition left unknown shows no empty line. */
export const InStockHidesTheSoldOutAction: Story = {
  args: {
    book: { ...meta.args.book, stockState: 'inStock' },
    soldOutAction: <button type="button">Avísame cuando vuelva</button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Avísame cuando vuelva' })).toBeNull();
    await expect(canvas.queryByText('ISBN')).toBeNull();
  },
};

export const SoldOutInEnglish: Story = {
  args: { book: { ...meta.args.book, stockState: 'soldOut' } },
  globals: { language: 'eng' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sold out', { exact: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to basket' })).toHaveAccessibleDescription(
      'Sold out: it cannot be added to the basket for now.',
    );
  },
};

export const InStockInEnglish: Story = {
  args: { book: { ...meta.args.book, stockState: 'inStock' } },
  globals: { language: 'eng' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In stock')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to basket' })).toBeEnabled();
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
    await expect(cover).toHaveAttribute('sizes', '(max-width: 700px) 240px, 300px');
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    await expect(cover).not.toHaveAttribute('loading', 'lazy');
    await expect(cover).toHaveAttribute('width', '300');
    await expect(cover).toHaveAttribute('height', '450');
  },
};

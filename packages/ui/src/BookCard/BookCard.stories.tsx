import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookCard } from './BookCard';

const cover =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450"><rect width="300" height="450" fill="#8c2f39"/><text x="150" y="225" fill="#fff" font-size="28" text-anchor="middle" font-family="Georgia">Cover</text></svg>',
  );

const meta = {
  title: 'Catalogue/BookCard',
  component: BookCard,
  tags: ['autodocs'],
  args: {
    book: {
      id: 'b1',
      name: 'Cien años de soledad',
      pathName: 'One Hundred Years of Solitude',
      image: cover,
      price: 21.9,
      averageRating: 4.5,
    },
    onAddToBasket: fn(),
    locale: 'es-ES',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BookCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Cien años de soledad' })).toBeVisible();
    await expect(canvas.getByText('21,90 €')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute(
      'href',
      '/books/b1/One%20Hundred%20Years%20of%20Solitude',
    );
  },
};

export const MissingPriceAndRating: Story = {
  args: {
    book: { id: 'b2', name: 'La plaça del Diamant', image: cover, price: null, averageRating: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12,15 €')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 0 out of 5' })).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: {
    book: {
      id: 'b3',
      name: 'El ingenioso hidalgo don Quijote de la Mancha, primera y segunda parte, edición del Instituto Cervantes comentada',
      image: cover,
      price: 59,
      averageRating: 3,
    },
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    // Three lines at most: the title is clamped instead of pushing the button away.
    await expect(heading.getBoundingClientRect().height).toBeLessThan(80);
    await expect(canvas.getByRole('button', { name: /Add to basket/ })).toBeVisible();
  },
};

export const AddsToBasket: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to basket: Cien años de soledad' }));
    await expect(args.onAddToBasket).toHaveBeenCalledTimes(1);
    await expect(args.onAddToBasket).toHaveBeenCalledWith('b1');
  },
};

export const InSpanish: Story = {
  args: {
    labels: { addToBasket: 'Añadir a la cesta', rating: (value) => `Valoración ${value} de 5` },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Añadir a la cesta: Cien años de soledad' }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Valoración 4.5 de 5' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { storySample } from '../storybook/languages';
import { Tabs } from './Tabs';

/** The shop's tabs (the kit names none), in the toolbar's language. */
const shopWords = {
  en: {
    books: 'Books',
    new: 'New',
    newBooks: 'New books',
    popular: 'Popular',
    popularBooks: 'Popular books',
    sale: 'Sale',
    booksOnSale: 'Books on sale',
  },
  es: {
    books: 'Libros',
    new: 'Novedades',
    newBooks: 'Libros nuevos',
    popular: 'Populares',
    popularBooks: 'Libros populares',
    sale: 'Ofertas',
    booksOnSale: 'Libros en oferta',
  },
  ca: {
    books: 'Llibres',
    new: 'Novetats',
    newBooks: 'Llibres nous',
    popular: 'Populars',
    popularBooks: 'Llibres populars',
    sale: 'Ofertes',
    booksOnSale: 'Llibres en oferta',
  },
};
type ShopWords = (typeof shopWords)['en'];

const shopTabs = (word: ShopWords) => [
  { id: 'new', label: word.new, content: <p>{word.newBooks}</p> },
  { id: 'popular', label: word.popular, content: <p>{word.popularBooks}</p> },
  { id: 'sale', label: word.sale, content: <p>{word.booksOnSale}</p> },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { tabs: shopTabs(shopWords.en), selected: 'new', onSelect: fn(), label: shopWords.en.books },
  render: function Controlled(args, { globals }) {
    const [selected, setSelected] = useState(args.selected);
    const word = storySample(globals, shopWords);
    return (
      <Tabs
        {...args}
        tabs={shopTabs(word)}
        label={word.books}
        selected={selected}
        onSelect={(id) => {
          setSelected(id);
          args.onSelect(id);
        }}
      />
    );
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const word = storySample(globals, shopWords);
    await expect(canvas.getByRole('tablist', { name: word.books })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: word.new })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: word.new })).toHaveTextContent(word.newBooks);
    await userEvent.click(canvas.getByRole('tab', { name: word.popular }));
    await expect(args.onSelect).toHaveBeenCalledWith('popular');
    await expect(canvas.getByRole('tabpanel', { name: word.popular })).toHaveTextContent(word.popularBooks);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args, globals }) => {
    const word = storySample(globals, shopWords);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: word.new })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: word.popular })).toHaveFocus();
    await expect(args.onSelect).toHaveBeenLastCalledWith('popular');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: word.sale })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(word.booksOnSale);
  },
};

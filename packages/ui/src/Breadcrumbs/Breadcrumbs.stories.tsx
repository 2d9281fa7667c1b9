import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
import { Breadcrumbs } from './Breadcrumbs';

/** The shop's category names (as the contract names them) and a book's title, in the toolbar's language. */
const shopWords = {
  en: { fiction: 'Fiction', detective: 'Crime and detective', book: 'The Shadow of the Wind' },
  es: { fiction: 'Ficción', detective: 'Novela negra', book: 'La sombra del viento' },
  ca: { fiction: 'Ficció', detective: 'Novel·la negra', book: "L'ombra del vent" },
};
type ShopWords = (typeof shopWords)['en'];

const bookPage = (word: ShopWords) => [
  { label: word.fiction, href: '/books/categories/imaginative' },
  { label: word.detective, href: '/books/categories/detective' },
  { label: word.book },
];
const topCategory = (word: ShopWords) => [{ label: word.fiction }];

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  tags: ['autodocs'],
  args: { items: bookPage(shopWords.en) },
  // The same steps as the story's, named in the toolbar's language.
  render: (args, { globals }) => {
    const word = storySample(globals, shopWords);
    return <Breadcrumbs {...args} items={args.items.length === 1 ? topCategory(word) : bookPage(word)} />;
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A book page: home, its category and subcategory as links, the book itself as the current page. */
export const BookPage: Story = {
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals).breadcrumbs;
    const word = storySample(globals, shopWords);
    const nav = canvas.getByRole('navigation', { name: text.nav });
    const steps = within(nav).getAllByRole('listitem');
    await expect(steps.map((step) => step.textContent)).toEqual([
      text.home,
      word.fiction,
      word.detective,
      word.book,
    ]);
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/books/categories/imaginative',
      '/books/categories/detective',
    ]);
    // The current page is not a link, and says it is the current one.
    await expect(within(nav).getByText(word.book)).toHaveAttribute('aria-current', 'page');
  },
};

/** A top category: only home above it. */
export const TopCategory: Story = {
  args: { items: topCategory(shopWords.en) },
  play: async ({ canvas, globals }) => {
    const nav = canvas.getByRole('navigation', { name: storyTexts(globals).breadcrumbs.nav });
    await expect(
      within(nav).getByRole('link', { name: storyTexts(globals).breadcrumbs.home }),
    ).toHaveAttribute('href', '/');
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(nav).getByText(storySample(globals, shopWords).fiction)).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

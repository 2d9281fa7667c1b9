import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
import { AuthorPublisherPage } from './AuthorPublisherPage';

const picture = (colour: string, width: number, height: number) =>
  'data:image/svg+xml,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="${colour}"/></svg>`,
  );

/** The biographies and histories as the shop wrote them, in the toolbar's language. */
const shopWords = {
  en: {
    rodoreda: 'A Barcelona writer, author of La plaça del Diamant and Mirall trencat.',
    anagrama: 'An independent publisher founded in Barcelona in 1969.',
    longHistory: 'A long history that takes many lines. ',
  },
  es: {
    rodoreda: 'Escritora barcelonesa, autora de La plaça del Diamant y Mirall trencat.',
    anagrama: 'Editorial independiente fundada en Barcelona en 1969.',
    longHistory: 'Una historia larga que ocupa muchas líneas. ',
  },
  ca: {
    rodoreda: 'Escriptora barcelonina, autora de La plaça del Diamant i Mirall trencat.',
    anagrama: 'Editorial independent fundada a Barcelona el 1969.',
    longHistory: 'Una història llarga que ocupa moltes línies. ',
  },
};
type Text = keyof (typeof shopWords)['en'];

/** Which of the shop's texts a story shows: the one its English text is. */
const textOf = (english: string | undefined): Text =>
  english?.startsWith(shopWords.en.longHistory)
    ? 'longHistory'
    : english === shopWords.en.anagrama
      ? 'anagrama'
      : 'rodoreda';

const meta = {
  title: 'Pages/AuthorPublisherPage',
  component: AuthorPublisherPage,
  tags: ['autodocs'],
  args: {
    name: 'Mercè Rodoreda',
    text: shopWords.en.rodoreda,
    image: picture('#e0a526', 160, 160),
    books: [
      {
        id: 'b1',
        name: 'La plaça del Diamant',
        pathName: 'The Time of the Doves',
        image: picture('#8c2f39', 300, 450),
        price: 18.9,
        averageRating: 4.5,
      },
      { id: 'b2', name: 'Mirall trencat', image: picture('#1a5fb4', 300, 450), price: 21, averageRating: 4 },
    ],
    onAddToBasket: fn(),
  },
  // The story's text in the toolbar's language (the long one as long in each).
  render: (args, { globals }) => {
    const text = textOf(args.text);
    const word = storySample(globals, shopWords)[text];
    return <AuthorPublisherPage {...args} text={text === 'longHistory' ? word.repeat(30) : word} />;
  },
} satisfies Meta<typeof AuthorPublisherPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Barcelona author's page (her biography as the shop wrote it). */
export const Author: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mercè Rodoreda' })).toBeVisible();
    await expect(canvas.getByText(storySample(globals, shopWords).rodoreda)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: t.authorPublisherPage.books })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'La plaça del Diamant' })).toHaveAttribute(
      'href',
      '/books/b1/The%20Time%20of%20the%20Doves',
    );
    await userEvent.click(canvas.getByRole('button', { name: `${t.bookCard.addToBasket}: Mirall trencat` }));
    await expect(args.onAddToBasket).toHaveBeenCalledWith('b2');
  },
};

export const PublisherWithoutBooks: Story = {
  args: {
    name: 'Editorial Anagrama',
    text: shopWords.en.anagrama,
    books: [],
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Editorial Anagrama' })).toBeVisible();
    await expect(canvas.getByText(storySample(globals, shopWords).anagrama)).toBeVisible();
    await expect(canvas.getByText(storyTexts(globals).authorPublisherPage.noBooks)).toBeVisible();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const LongTextsOnMobile: Story = {
  args: {
    name: 'Sociedad General Española de Librería, Diarios, Revistas y Publicaciones',
    text: shopWords.en.longHistory.repeat(30),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByRole('heading', { level: 2, name: t.authorPublisherPage.books })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(
      canvas.getByRole('button', { name: `${t.bookCard.addToBasket}: Mirall trencat` }),
    ).toBeVisible();
  },
};

/** The photo is the page's main picture (160 px, fetched first); the covers below wait their turn. */
export const PhotoFirst: Story = {
  play: async ({ canvasElement }) => {
    const [photo, ...covers] = [...canvasElement.querySelectorAll('img')];
    await expect(photo).toHaveAttribute('sizes', '160px');
    await expect(photo).toHaveAttribute('srcset', expect.stringMatching(/#w240 240w/));
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(covers.length).toBeGreaterThan(0);
    for (const cover of covers) await expect(cover).not.toHaveAttribute('fetchpriority', 'high');
  },
};

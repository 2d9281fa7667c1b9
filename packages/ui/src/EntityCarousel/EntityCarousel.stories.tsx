import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
import { EntityCarousel } from './EntityCarousel';

const portrait =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><circle cx="60" cy="60" r="60" fill="#5c554d"/></svg>',
  );

const authors = [
  { id: 'a1', name: 'Mercè Rodoreda', pathName: 'Merce Rodoreda', image: portrait },
  { id: 'a2', name: 'Carlos Ruiz Zafón', pathName: 'Carlos Ruiz Zafon', image: portrait },
  { id: 'a3', name: 'Gabriel García Márquez', pathName: 'Gabriel Garcia Marquez', image: portrait },
];

/** The shop's own arrow texts for its authors, in the toolbar's language. */
const authorArrows = {
  en: { previous: 'Previous authors', next: 'Next authors' },
  es: { previous: 'Autores anteriores', next: 'Autores siguientes' },
  ca: { previous: 'Autors anteriors', next: 'Autors següents' },
};

const meta = {
  title: 'Home/EntityCarousel',
  component: EntityCarousel,
  tags: ['autodocs'],
  args: {
    kind: 'authors',
    items: authors,
    labels: authorArrows.en,
  },
  // The story's own arrow texts in the toolbar's language; none when it shows the kit's.
  render: (args, { globals }) => (
    <EntityCarousel {...args} labels={args.labels && storySample(globals, authorArrows)} />
  ),
} satisfies Meta<typeof EntityCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Authors: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByRole('heading', { name: t.entityCarousel.authors })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mercè Rodoreda' })).toHaveAttribute(
      'href',
      '/authors/a1/Merce%20Rodoreda',
    );
    // The carousel's own arrow texts (its labels), over the shelf's.
    await expect(canvas.getByRole('button', { name: storySample(globals, authorArrows).next })).toBeVisible();
  },
};

/** Publishers, with the kit's own arrow texts. */
export const Publishers: Story = {
  args: {
    kind: 'publishers',
    items: [{ id: 'p1', name: 'Anagrama', pathName: 'Anagrama', image: portrait }],
    labels: undefined,
  },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals).entityCarousel;
    await expect(canvas.getByRole('heading', { name: t.publishers })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Anagrama' })).toHaveAttribute(
      'href',
      '/publishers/p1/Anagrama',
    );
    await expect(canvas.getByRole('button', { name: t.next })).toBeVisible();
  },
};

/** Each 120 px portrait in every width, fetched when it is scrolled to, its box set before it arrives. */
export const PortraitsInEveryWidth: Story = {
  play: async ({ canvasElement }) => {
    const portraits = [...canvasElement.querySelectorAll('img')];
    await expect(portraits.length).toBeGreaterThan(0);
    for (const portrait of portraits) {
      await expect(portrait).toHaveAttribute('srcset', expect.stringMatching(/#w240 240w/));
      await expect(portrait).toHaveAttribute('sizes', '120px');
      await expect(portrait).toHaveAttribute('loading', 'lazy');
      await expect(portrait).toHaveAttribute('width', '120');
    }
  },
};

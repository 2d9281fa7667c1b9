import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
import { Stars } from './Stars';

const meta = {
  title: 'Catalogue/Stars',
  component: Stars,
  tags: ['autodocs'],
  args: { value: 3.5, label: 'Rated 3.5 out of 5', size: 18 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } } },
  // The stars named as the kit's book card names them, in the toolbar's language.
  render: (args, { globals }) => <Stars {...args} label={storyTexts(globals).bookCard.rating(args.value)} />,
} satisfies Meta<typeof Stars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The filled stars cover the rating's share of the row, to the nearest half star. */
const filledShare = (root: Element) =>
  Number.parseFloat(getComputedStyle(root, '::after').width) / root.getBoundingClientRect().width;

/** One image with a name, its stars not read out one by one. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const stars = canvas.getByRole('img', { name: storyTexts(globals).bookCard.rating(3.5) });
    await expect(stars).toBeVisible();
    await expect(filledShare(stars)).toBeCloseTo(0.7, 1);
  },
};

/** A rating is shown to the nearest half: 4.3 as four and a half stars. */
export const NearestHalf: Story = {
  args: { value: 4.3 },
  play: async ({ canvas, globals }) => {
    const stars = canvas.getByRole('img', { name: storyTexts(globals).bookCard.rating(4.3) });
    await expect(filledShare(stars)).toBeCloseTo(0.9, 1);
  },
};

/** The shop's words for a book nobody has rated (the kit has none), in the toolbar's language. */
const notRated = { en: 'Not rated yet', es: 'Aún sin valoraciones', ca: 'Encara sense valoracions' };

export const NoRating: Story = {
  args: { value: 0, label: notRated.en },
  render: (args, { globals }) => <Stars {...args} label={storySample(globals, notRated)} />,
  play: async ({ canvas, globals }) => {
    await expect(filledShare(canvas.getByRole('img', { name: storySample(globals, notRated) }))).toBe(0);
  },
};

export const Large: Story = {
  args: { size: 32 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img').getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
  },
};

/** Right to left the stars fill from the right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const stars = canvas.getByRole('img');
    const box = stars.getBoundingClientRect();
    const after = getComputedStyle(stars, '::after');
    // The filled stars start at the row's right edge.
    await expect(after.insetInlineStart).toBe('0px');
    await expect(Number.parseFloat(after.left)).toBeCloseTo(box.width - Number.parseFloat(after.width), 0);
  },
};

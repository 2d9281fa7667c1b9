import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { storyTexts } from '../storybook/languages';
import { Rating } from './Rating';

const meta = {
  title: 'Catalogue/Rating',
  component: Rating,
  tags: ['autodocs'],
  args: { value: 0, onChange: fn(), readOnly: false, size: 24 },
  argTypes: { value: { control: { type: 'range', min: 0, max: 5, step: 0.5 } } },
  // The stars keep what the reader picks, as on a book page (the docs page opens on this one).
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return (
      <Rating
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange?.(v);
        }}
      />
    );
  },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pick a value with a click; pick it again to clear it. */
export const Interactive: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = storyTexts(globals).rating;
    await expect(canvas.getByRole('radiogroup', { name: text.label })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('radio', { name: text.value(3.5) }));
    await expect(args.onChange).toHaveBeenCalledWith(3.5);
    await expect(canvas.getByRole('radio', { name: text.value(3.5) })).toBeChecked();
  },
};

export const ClickAgainToClear: Story = {
  args: { value: 3.5 },
  play: async ({ canvas, args, globals }) => {
    const star = canvas.getByRole('radio', { name: storyTexts(globals).rating.value(3.5) });
    await expect(star).toBeChecked();
    await userEvent.click(star);
    await expect(args.onChange).toHaveBeenCalledWith(0);
    await expect(star).not.toBeChecked();
  },
};

/** The arrows raise and lower the value the way the line runs (the left arrow raises it right to left). */
export const Keyboard: Story = {
  args: { value: 2 },
  play: async ({ canvas, args, globals }) => {
    const text = storyTexts(globals).rating;
    const [up, down] =
      globals.direction === 'rtl' ? ['{ArrowLeft}', '{ArrowRight}'] : ['{ArrowRight}', '{ArrowLeft}'];
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: text.value(2) })).toHaveFocus();
    await userEvent.keyboard(up);
    await expect(args.onChange).toHaveBeenLastCalledWith(2.5);
    await expect(canvas.getByRole('radio', { name: text.value(2.5) })).toHaveFocus();
    await userEvent.keyboard(`${down}${down}`);
    await expect(args.onChange).toHaveBeenLastCalledWith(1.5);
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

/**
 * Each half star is a target of 24 × 24 px at least (WCAG 2.5.8), and a half is still picked by a
 * mouse, by a finger and by the keyboard.
 */
export const HalfStarTargets: Story = {
  args: { value: 0 },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const text = storyTexts(globals).rating;
    const halves = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="half"]')];
    await expect(halves).toHaveLength(10);
    for (const half of halves) {
      const box = half.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    }
    // The two halves of a star touch: no gap where a tap would pick nothing.
    const [first, second] = halves.map((half) => half.getBoundingClientRect());
    await expect(Math.abs((second?.left ?? 0) - (first?.right ?? 0))).toBeLessThan(1);

    const halfOf = (value: number) =>
      canvasElement.querySelector(`[data-part="half"][data-value="${value}"]`);
    await userEvent.click(halfOf(3.5) as Element);
    await expect(args.onChange).toHaveBeenLastCalledWith(3.5);
    await userEvent.pointer({ keys: '[TouchA]', target: halfOf(2) as Element });
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('radio', { name: text.value(2) })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(globals.direction === 'rtl' ? 1.5 : 2.5);
  },
};

/** Read only, the stars are one image named as the kit's book card names a rating. */
export const ReadOnly: Story = {
  args: { value: 4.5, readOnly: true, label: 'Rated 4.5 out of 5' },
  render: (args, { globals }) => <Rating {...args} label={storyTexts(globals).bookCard.rating(args.value)} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
    await expect(canvas.getByRole('img', { name: storyTexts(globals).bookCard.rating(4.5) })).toBeVisible();
  },
};

/**
 * Right to left (an Arabic or Hebrew page): the stars fill from the right, each half star showing its
 * half of the glyph, and the left arrow raises the value.
 */
export const RightToLeft: Story = {
  args: { value: 2 },
  globals: { direction: 'rtl' },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const text = storyTexts(globals).rating;
    const halves = [...canvasElement.querySelectorAll('[data-part="half"]')].map(
      (half) => half.getBoundingClientRect().x,
    );
    // The first half star (0.5) is the rightmost, and each next one is to its left.
    await expect(halves.every((x, index) => index === 0 || x < (halves[index - 1] ?? 0))).toBe(true);
    // Each half shows its own half of a star: the glyphs' halves join into whole stars.
    const firstStar = [...canvasElement.querySelectorAll('[data-part="half"]')].slice(0, 2);
    const [right, left] = firstStar.map((half) => half.getBoundingClientRect());
    await expect(Math.round((right?.left ?? 0) - (left?.right ?? 0))).toBe(0);
    await userEvent.click(canvas.getByRole('radio', { name: text.value(2) }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2.5);
  },
};

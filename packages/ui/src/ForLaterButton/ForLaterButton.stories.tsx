import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { storyTexts } from '../storybook/languages';
import { ForLaterButton } from './ForLaterButton';

const meta = {
  title: 'Catalogue/ForLaterButton',
  component: ForLaterButton,
  tags: ['autodocs'],
  args: { bookName: 'La sombra del viento', kept: false, onToggle: fn(), compact: false },
  // The button shows what the shop says is kept, as after the server's answer.
  render: function Controlled(args) {
    const [kept, setKept] = useState(args.kept);
    return (
      <ForLaterButton
        {...args}
        kept={kept}
        onToggle={() => {
          setKept(!kept);
          args.onToggle();
        }}
      />
    );
  },
} satisfies Meta<typeof ForLaterButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tap keeps the book (pressed), another forgets it; the name says which book. */
export const Toggle: Story = {
  play: async ({ canvas, args, globals }) => {
    const text = storyTexts(globals).forLaterButton;
    const button = canvas.getByRole('button', { name: text.keepBook('La sombra del viento') });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(button).toHaveTextContent(text.keepForLater);
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** By keyboard: Tab reaches it, Enter and Space press it. */
export const Keyboard: Story = {
  play: async ({ canvas, args, globals }) => {
    const button = canvas.getByRole('button', {
      name: storyTexts(globals).forLaterButton.keepBook('La sombra del viento'),
    });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
  },
};

/** On a card: only the heart shows, the name is the same, and the target is at least 24 × 24 px. */
export const Compact: Story = {
  args: { compact: true, kept: true },
  play: async ({ canvas, globals }) => {
    const button = canvas.getByRole('button', {
      name: storyTexts(globals).forLaterButton.keepBook('La sombra del viento'),
    });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(24);
    await expect(height).toBeGreaterThanOrEqual(24);
  },
};

/** While a tap is saved, another tap does nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

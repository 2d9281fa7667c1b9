import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Rating } from './Rating';

const meta = {
  title: 'Catalogue/Rating',
  component: Rating,
  tags: ['autodocs'],
  args: { value: 0, label: 'Your rating', onChange: fn(), readOnly: false, size: 24 },
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
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Your rating' })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('radio', { name: '3.5 stars' }));
    await expect(args.onChange).toHaveBeenCalledWith(3.5);
    await expect(canvas.getByRole('radio', { name: '3.5 stars' })).toBeChecked();
  },
};

export const ClickAgainToClear: Story = {
  args: { value: 3.5 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: '3.5 stars' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '3.5 stars' }));
    await expect(args.onChange).toHaveBeenCalledWith(0);
    await expect(canvas.getByRole('radio', { name: '3.5 stars' })).not.toBeChecked();
  },
};

export const Keyboard: Story = {
  args: { value: 2 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2.5);
    await expect(canvas.getByRole('radio', { name: '2.5 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1.5);
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

export const ReadOnly: Story = {
  args: { value: 4.5, readOnly: true, label: 'Rated 4.5 out of 5' },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
    await expect(canvas.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  },
};

export const Spanish: Story = {
  args: { label: 'Tu valoración' },
  globals: { language: 'esp' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '4 estrellas' }));
    await expect(args.onChange).toHaveBeenCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '3,5 estrellas' })).not.toBeChecked();
  },
};

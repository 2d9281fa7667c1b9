import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { storyTexts } from '../storybook/languages';
import { SortSelect } from './SortSelect';

const meta = {
  title: 'Navigation/SortSelect',
  component: SortSelect,
  tags: ['autodocs'],
  args: {
    options: [
      { value: 'newest', label: 'Newest' },
      { value: 'price_asc', label: 'Price: low to high' },
      { value: 'price_desc', label: 'Price: high to low' },
    ],
    value: 'newest',
    onChange: fn(),
  },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SortSelect
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, globals }) => {
    const select = canvas.getByRole('combobox', { name: storyTexts(globals).sortSelect.label });
    await expect(select).toHaveValue('newest');
    await userEvent.selectOptions(select, 'Price: low to high');
    await expect(args.onChange).toHaveBeenCalledWith('price_asc');
    await expect(select).toHaveValue('price_asc');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'new', label: 'New', content: <p>New books</p> },
  { id: 'popular', label: 'Popular', content: <p>Popular books</p> },
  { id: 'sale', label: 'Sale', content: <p>Books on sale</p> },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { tabs, selected: 'new', onSelect: fn(), label: 'Books' },
  render: function Controlled(args) {
    const [selected, setSelected] = useState(args.selected);
    return (
      <Tabs
        {...args}
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
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Books' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'New' })).toHaveTextContent('New books');
    await userEvent.click(canvas.getByRole('tab', { name: 'Popular' }));
    await expect(args.onSelect).toHaveBeenCalledWith('popular');
    await expect(canvas.getByRole('tabpanel', { name: 'Popular' })).toHaveTextContent('Popular books');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'New' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Popular' })).toHaveFocus();
    await expect(args.onSelect).toHaveBeenLastCalledWith('popular');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Sale' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Books on sale');
  },
};

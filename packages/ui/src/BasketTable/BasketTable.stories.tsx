import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BasketTable } from './BasketTable';

const meta = {
  title: 'Basket/BasketTable',
  component: BasketTable,
  tags: ['autodocs'],
  args: {
    lines: [
      { id: 'b1', name: 'Don Quijote de la Mancha', pathName: 'Don Quixote', price: 24.9, count: 2 },
      { id: 'b2', name: 'Rayuela', price: 19.95, count: 1 },
    ],
    count: 3,
    total: 69.75,
    onAdd: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof BasketTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBooks: Story = {
  play: async ({ canvas, args }) => {
    const quijote = within(canvas.getByRole('row', { name: /Don Quijote/ }));
    await expect(quijote.getByRole('link', { name: 'Don Quijote de la Mancha' })).toHaveAttribute(
      'href',
      '/books/b1/Don%20Quixote',
    );
    await expect(quijote.getByText('€49.80')).toBeVisible();
    await userEvent.click(quijote.getByRole('button', { name: 'Add one copy of Don Quijote de la Mancha' }));
    await expect(args.onAdd).toHaveBeenCalledWith('b1');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove one copy of Rayuela' }));
    await expect(args.onRemove).toHaveBeenCalledWith('b2');
    await expect(canvas.getByTestId('basket-total')).toHaveTextContent('€69.75');
  },
};

export const EmptyBasket: Story = {
  args: { lines: [], count: 0, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your basket is empty')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    // Nothing spills out of a narrow screen: the lines stack instead.
    const table = canvas.getByRole('table');
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(canvas.getByRole('button', { name: 'Add one copy of Rayuela' })).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Cantidad' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Quitar un ejemplar de Rayuela' })).toBeVisible();
    await expect(canvas.getByTestId('basket-total')).toHaveTextContent('69,75 €');
  },
};

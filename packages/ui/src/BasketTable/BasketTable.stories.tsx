import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyPrice, storyTexts } from '../storybook/languages';
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
  play: async ({ canvas, args, globals }) => {
    const text = storyTexts(globals).basketTable;
    await expect(canvas.getByRole('columnheader', { name: text.quantity })).toBeVisible();
    const quijote = within(canvas.getByRole('row', { name: /Don Quijote/ }));
    await expect(quijote.getByRole('link', { name: 'Don Quijote de la Mancha' })).toHaveAttribute(
      'href',
      '/books/b1/Don%20Quixote',
    );
    await expect(quijote.getByText(storyPrice(globals, 49.8))).toBeVisible();
    await userEvent.click(quijote.getByRole('button', { name: text.add('Don Quijote de la Mancha') }));
    await expect(args.onAdd).toHaveBeenCalledWith('b1');
    await userEvent.click(canvas.getByRole('button', { name: text.remove('Rayuela') }));
    await expect(args.onRemove).toHaveBeenCalledWith('b2');
    await expect(canvas.getByTestId('basket-total')).toHaveTextContent(storyPrice(globals, 69.75));
  },
};

export const EmptyBasket: Story = {
  args: { lines: [], count: 0, total: 0 },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByText(t.basketTable.empty)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, globals }) => {
    // Nothing spills out of a narrow screen: the lines stack instead.
    const table = canvas.getByRole('table');
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(canvasElement.clientWidth);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(
      canvas.getByRole('button', { name: storyTexts(globals).basketTable.add('Rayuela') }),
    ).toBeVisible();
  },
};

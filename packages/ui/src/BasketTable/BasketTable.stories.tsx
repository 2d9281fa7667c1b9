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
    await userEvent.click(quijote.getByRole('button', { name: text.remove('Don Quijote de la Mancha') }));
    await expect(args.onRemove).toHaveBeenCalledWith('b1');
    await expect(canvas.getByTestId('basket-total')).toHaveTextContent(storyPrice(globals, 69.75));
  },
};

/** Each line shows its book's cover (the name on the theme's colours without one). */
export const Covers: Story = {
  args: {
    lines: [
      {
        id: 'b1',
        name: 'Don Quijote de la Mancha',
        price: 24.9,
        count: 2,
        image:
          'data:image/svg+xml,' +
          encodeURIComponent(
            '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450"><rect width="300" height="450" fill="#8c2f39"/></svg>',
          ),
      },
      { id: 'b2', name: 'Rayuela', price: 19.95, count: 1 },
    ],
  },
  play: async ({ canvasElement }) => {
    const [cover, fallback] = [...canvasElement.querySelectorAll<HTMLElement>('[data-part="cover"]')];
    await expect(cover?.tagName).toBe('IMG');
    await expect(fallback).toHaveAttribute('data-fallback');
    await expect(fallback).toHaveTextContent('Rayuela');
    for (const each of [cover, fallback]) {
      const box = each?.getBoundingClientRect();
      await expect([box?.width, box?.height]).toEqual([48, 72]);
    }
  },
};

/**
 * "−" on a book's last copy asks before taking it out: Cancel (where the focus starts) keeps it, and
 * the focus goes back to "−"; the dialog's button takes it out. Over one copy "−" takes one at once.
 */
export const LastCopyAsksFirst: Story = {
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    const text = t.basketTable;
    await userEvent.click(canvas.getByRole('button', { name: text.remove('Don Quijote de la Mancha') }));
    await expect(args.onRemove).toHaveBeenLastCalledWith('b1');

    const minus = canvas.getByRole('button', { name: text.remove('Rayuela') });
    await userEvent.click(minus);
    const dialog = await within(document.body).findByRole('dialog', {
      name: text.removeLastTitle('Rayuela'),
    });
    await expect(dialog).toHaveAccessibleDescription(text.removeLastMessage);
    await expect(args.onRemove).not.toHaveBeenCalledWith('b2');
    await expect(within(dialog).getByRole('button', { name: t.confirmDialog.cancel })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).not.toHaveBeenCalledWith('b2');
    await expect(minus).toHaveFocus();

    await userEvent.click(minus);
    const again = await within(document.body).findByRole('dialog', { name: text.removeLastTitle('Rayuela') });
    await userEvent.click(within(again).getByRole('button', { name: text.removeLastConfirm }));
    await expect(args.onRemove).toHaveBeenLastCalledWith('b2');
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { exactly, type StoryGlobals, storyPrice, storyTexts } from '../storybook/languages';
import { BasketWidget } from './BasketWidget';

const meta = {
  title: 'Navigation/BasketWidget',
  component: BasketWidget,
  tags: ['autodocs'],
  args: {
    count: 3,
    total: 60.3,
    items: [
      { id: 'b1', name: 'Don Quixote', count: 2, price: 19.95 },
      { id: 'b2', name: 'The Shadow of the Wind', count: 1, price: 20.4 },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BasketWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button's name says it all: "Basket 3 books €60.30". */
const toggleName = (globals: StoryGlobals, count: number, total: number) => {
  const text = storyTexts(globals).basketWidget;
  return exactly(`${text.basket} ${count} ${text.books(count)} ${storyPrice(globals, total)}`);
};

export const WithBooks: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    const toggle = canvas.getByRole('button', { name: toggleName(globals, 3, 60.3) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const lines = canvas.getAllByRole('listitem');
    await expect(lines[0]).toHaveTextContent(exactly(`Don Quixotex 2${storyPrice(globals, 39.9)}`));
    await expect(lines[1]).toHaveTextContent(
      exactly(`The Shadow of the Windx 1${storyPrice(globals, 20.4)}`),
    );
    await expect(canvas.getByRole('link', { name: t.basketWidget.goToBasket })).toHaveAttribute(
      'href',
      '/basket',
    );
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const EmptyBasket: Story = {
  args: { count: 0, total: 0, items: [] },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    await userEvent.click(canvas.getByRole('button', { name: toggleName(globals, 0, 0) }));
    await expect(canvas.getByText(t.basketWidget.empty)).toBeVisible();
  },
};

/**
 * Right to left the basket sits at the left end of the bar, and its list opens from the button's left
 * edge towards the page, not off it.
 */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, globals }) => {
    const toggle = canvas.getByRole('button', { name: toggleName(globals, 3, 60.3) });
    await userEvent.click(toggle);
    const list = canvas.getByRole('link', {
      name: storyTexts(globals).basketWidget.goToBasket,
    }).parentElement;
    const [box, button] = [list?.getBoundingClientRect(), toggle.getBoundingClientRect()];
    await expect(Math.round(box?.left ?? 0)).toBe(Math.round(button.left));
  },
};

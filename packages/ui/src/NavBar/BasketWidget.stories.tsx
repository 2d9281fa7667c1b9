import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
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

export const WithBooks: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Basket 3 books €60.30' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const lines = canvas.getAllByRole('listitem');
    await expect(lines[0]).toHaveTextContent('Don Quixotex 2€39.90');
    await expect(lines[1]).toHaveTextContent('The Shadow of the Windx 1€20.40');
    await expect(canvas.getByRole('link', { name: 'Go to the basket' })).toHaveAttribute('href', '/basket');
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const EmptyBasket: Story = {
  args: { count: 0, total: 0, items: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Basket 0 books €0.00' }));
    await expect(canvas.getByText('Your basket is empty')).toBeVisible();
  },
};

export const Spanish: Story = {
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    // Intl writes a no-break space before the euro sign.
    await expect(canvas.getByRole('button', { name: /^Cesta 3 libros 60,30\s€$/ })).toBeVisible();
  },
};

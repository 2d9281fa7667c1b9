import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BasketWidget } from './BasketWidget';
import { NAV_FIXED_AFTER_PX, NavBar, type NavCategory } from './NavBar';

const categories: NavCategory[] = [
  {
    slug: 'imaginative',
    label: 'Fiction',
    children: [
      { slug: 'classic', label: 'Classics' },
      { slug: 'detective', label: 'Detective' },
      { slug: 'fantasy', label: 'Fantasy' },
    ],
  },
  { slug: 'educational', label: 'Educational', children: [{ slug: 'dictionarie', label: 'Dictionaries' }] },
  { slug: 'children', label: 'Children', children: [{ slug: 'tale', label: 'Tales' }] },
  {
    slug: 'it_and_programing',
    label: 'IT and programming',
    children: [{ slug: 'typescript', label: 'TypeScript' }],
  },
  { slug: 'other', label: 'Other', children: [{ slug: 'tourism', label: 'Tourism' }] },
];

const meta = {
  title: 'Navigation/NavBar',
  component: NavBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', width: 1000 },
  args: {
    categories,
    basket: (
      <BasketWidget count={3} total={58.3} items={[{ id: 'b1', name: 'Rayuela', count: 3, price: 19.43 }]} />
    ),
  },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: parameters.width }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Fiction' })).toHaveAttribute(
      'href',
      '/books/categories/imaginative',
    );
    // The menu button only exists on narrow screens.
    await expect(canvasElement.querySelector('button[aria-controls]')).not.toBeVisible();
    // Subcategories open on keyboard focus.
    await expect(canvasElement.querySelector('a[href="/books/categories/classic"]')).not.toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Fiction' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Classics' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Classics' })).toHaveAttribute(
      'href',
      '/books/categories/classic',
    );
  },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { width: '100%' },
  play: async ({ canvas, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(canvasElement.querySelector('a[href="/books/categories/imaginative"]')).not.toBeVisible();

    await userEvent.click(menu);
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Fiction' })).toBeVisible());
    // The page behind the menu does not scroll.
    await expect(body.style.overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(body.style.overflow).toBe('');

    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Tourism' })).toBeVisible());
    await userEvent.click(canvas.getByRole('link', { name: 'Tourism' }));
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(body.style.overflow).toBe('');
  },
};

export const StaysOnTopWhenScrolling: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 1000, height: 3000 }}>
        <div style={{ height: 100 }} />
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-fixed]') as HTMLElement;
    await expect(bar).toHaveAttribute('data-fixed', 'false');
    const barHeight = bar.offsetHeight;
    window.scrollTo(0, NAV_FIXED_AFTER_PX + 50);
    await waitFor(() => expect(bar).toHaveAttribute('data-fixed', 'true'));
    await expect(getComputedStyle(bar).position).toBe('fixed');
    // A spacer of the bar's height takes its place, so the page below does not jump up.
    await expect((bar.previousElementSibling as HTMLElement).offsetHeight).toBe(barHeight);
    window.scrollTo(0, 0);
    await waitFor(() => expect(bar).toHaveAttribute('data-fixed', 'false'));
  },
};

export const Spanish: Story = {
  globals: { language: 'esp', viewport: { value: 'phone', isRotated: false } },
  parameters: { width: '100%' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menú' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Cesta 3 libros/ })).toBeVisible();
  },
};

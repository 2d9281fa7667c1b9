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
  play: async ({ canvas }) => {
    // The menu button only exists on narrow screens.
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    // One Tab stop per top category: a disclosure button; a closed menu's links are not there to reach.
    await expect(canvas.queryByRole('link', { name: 'Classics', hidden: true })).toBeNull();
    await userEvent.tab();
    const fiction = canvas.getByRole('button', { name: 'Fiction' });
    await expect(fiction).toHaveFocus();
    await expect(fiction).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Educational' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(fiction).toHaveFocus();

    // Arrow down opens the menu on its first link, the whole category.
    await userEvent.keyboard('{ArrowDown}');
    await expect(fiction).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('link', { name: 'All in Fiction' })).toHaveFocus());
    await expect(canvas.getByRole('link', { name: 'All in Fiction' })).toHaveAttribute(
      'href',
      '/books/categories/imaginative',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Classics' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Classics' })).toHaveAttribute(
      'href',
      '/books/categories/classic',
    );
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('link', { name: 'Fantasy' })).toHaveFocus();

    // Escape closes it and gives the focus back to its button.
    await userEvent.keyboard('{Escape}');
    await expect(fiction).toHaveFocus();
    await expect(fiction).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Classics', hidden: true })).toBeNull();

    // Enter opens it as well; the next Tab leaves it closed behind.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: 'Classics' })).toBeVisible();
  },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { width: '100%' },
  play: async ({ canvas, canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(canvasElement.querySelector('button[data-category="imaginative"]')).not.toBeVisible();

    await userEvent.click(menu);
    const close = canvas.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Fiction' })).toBeVisible());
    // The page behind the menu does not scroll.
    await expect(body.style.overflow).toBe('hidden');
    // The close button sits above the first category, not over any of them.
    const closeBox = close.getBoundingClientRect();
    const firstBox = canvas.getByRole('button', { name: 'Fiction' }).getBoundingClientRect();
    await expect(closeBox.bottom).toBeLessThanOrEqual(firstBox.top);

    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveFocus();
    await expect(body.style.overflow).toBe('');

    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Other' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Other' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Tourism' }));
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(body.style.overflow).toBe('');
  },
};

export const MobileMenuKeepsFocusInside: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { width: '100%' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const close = canvas.getByRole('button', { name: 'Close menu' });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Other' })).toBeVisible());
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Other' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.click(close);
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

/** The top categories as a Spanish reader sees them: "Informática y programación" is the longest. */
const spanishCategories: NavCategory[] = categories.map((category, index) => ({
  ...category,
  label: ['Ficción', 'Educación', 'Infantil', 'Informática y programación', 'Otros'][index] ?? category.label,
}));

/** Every top category on one row, each label on one line, and the basket beside them. */
async function expectOneRow(canvasElement: HTMLElement) {
  await canvasElement.ownerDocument.fonts.ready;
  const buttons = [...canvasElement.querySelectorAll<HTMLElement>('button[data-category]')];
  await expect(buttons).toHaveLength(5);
  await expect(new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top))).size).toBe(1);
  for (const button of buttons) {
    const range = document.createRange();
    range.selectNodeContents(button.firstChild as Node);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    await expect(lines.size, button.textContent ?? '').toBe(1);
  }
  const bar = canvasElement.querySelector('[data-fixed]') as HTMLElement;
  await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  await expect(bar.getBoundingClientRect().height).toBe(52);
}

/** A 768 px tablet: the categories and the basket share one row. */
export const Tablet: Story = {
  parameters: { width: 768 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expectOneRow(canvasElement);
  },
};

export const TabletInSpanish: Story = {
  globals: { language: 'esp' },
  parameters: { width: 768 },
  args: { categories: spanishCategories },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Informática y programación' })).toBeVisible();
    await expectOneRow(canvasElement);
  },
};

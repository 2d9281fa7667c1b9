import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterDrawer } from './FilterDrawer';
import { type FilterGroup, FilterPanel } from './FilterPanel';

const onApplyPrice = fn();

const groups = (language: 'eng' | 'esp'): FilterGroup[] => [
  {
    kind: 'choices',
    title: language === 'eng' ? 'Language' : 'Idioma',
    choices: [
      { label: language === 'eng' ? 'Spanish' : 'Español', count: 31, href: '?language=esp', selected: true },
      { label: language === 'eng' ? 'Catalan' : 'Catalán', count: 5, href: '?language=cat' },
      { label: language === 'eng' ? 'English' : 'Inglés', count: 0, href: '?language=eng' },
    ],
  },
  {
    kind: 'range',
    title: language === 'eng' ? 'Price (€)' : 'Precio (€)',
    min: 10,
    bounds: { min: 8.95, max: 24.9 },
    step: 0.01,
    onApply: onApplyPrice,
  },
];

const meta = {
  title: 'Navigation/FilterPanel',
  component: FilterPanel,
  tags: ['autodocs'],
  args: { groups: groups('eng'), clearHref: '?' },
  beforeEach: () => {
    onApplyPrice.mockClear();
  },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each choice links to the list with it and says how many books it leaves; empty ones are left out. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Filters' })).toBeVisible();
    const spanish = canvas.getByRole('link', { name: 'Spanish (31)' });
    await expect(spanish).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: 'Catalan (5)' })).toHaveAttribute('href', '?language=cat');
    await expect(canvas.queryByRole('link', { name: /English/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '?');
  },
};

/** A range is typed and applied; an empty end stays open. */
export const PriceRange: Story = {
  play: async ({ canvas }) => {
    const price = canvas.getByRole('form', { name: 'Price (€)' });
    const to = within(price).getByLabelText('To');
    await expect(to).toHaveAttribute('placeholder', '24.9');
    await userEvent.type(to, '20');
    await userEvent.click(within(price).getByRole('button', { name: 'Apply' }));
    await expect(onApplyPrice).toHaveBeenCalledWith(10, 20);
    await userEvent.clear(within(price).getByLabelText('From'));
    await userEvent.keyboard('{Enter}');
    await expect(onApplyPrice).toHaveBeenLastCalledWith(undefined, 20);
  },
};

export const Spanish: Story = {
  args: { groups: groups('esp') },
  globals: { language: 'esp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Filtros' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Catalán (5)' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Precio (€)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Aplicar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Quitar filtros' })).toBeVisible();
  },
};

/** On a phone the panel opens in a drawer: focus stays inside, Escape closes it. */
export const Drawer: Story = {
  globals: { language: 'esp', viewport: { value: 'phone', isRotated: false } },
  render: (args) => (
    <FilterDrawer count={36}>
      <FilterPanel {...args} groups={groups('esp')} />
    </FilterDrawer>
  ),
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Filtros' });
    await userEvent.click(open);
    const drawer = canvas.getByRole('dialog', { name: 'Filtros' });
    await expect(drawer).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'Español (31)' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(drawer).not.toBeVisible();
    await userEvent.click(open);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Ver 36 libros' }));
    await expect(drawer).not.toBeVisible();
  },
};

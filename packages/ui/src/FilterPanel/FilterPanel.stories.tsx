import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
import { FilterDrawer } from './FilterDrawer';
import { type FilterGroup, FilterPanel } from './FilterPanel';

const onApplyPrice = fn();

/** The shop's filters (its own words) in English, Spanish and Catalan. */
const words = {
  en: {
    language: 'Language',
    spanish: 'Spanish',
    catalan: 'Catalan',
    english: 'English',
    price: 'Price (€)',
  },
  es: { language: 'Idioma', spanish: 'Español', catalan: 'Catalán', english: 'Inglés', price: 'Precio (€)' },
  ca: { language: 'Llengua', spanish: 'Castellà', catalan: 'Català', english: 'Anglès', price: 'Preu (€)' },
};
type Words = (typeof words)['en'];

const groups = (word: Words): FilterGroup[] => [
  {
    kind: 'choices',
    title: word.language,
    choices: [
      { label: word.spanish, count: 31, href: '?language=esp', selected: true },
      { label: word.catalan, count: 5, href: '?language=cat' },
      { label: word.english, count: 0, href: '?language=eng' },
    ],
  },
  {
    kind: 'range',
    title: word.price,
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
  args: { groups: groups(words.en), clearHref: '?' },
  // The shop's filters in the toolbar's language.
  render: (args, { globals }) => <FilterPanel {...args} groups={groups(storySample(globals, words))} />,
  beforeEach: () => {
    onApplyPrice.mockClear();
  },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each choice links to the list with it and says how many books it leaves; empty ones are left out. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    const word = storySample(globals, words);
    await expect(canvas.getByRole('heading', { level: 2, name: t.filterPanel.title })).toBeVisible();
    const spanish = canvas.getByRole('link', { name: `${word.spanish} (31)` });
    await expect(spanish).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('link', { name: `${word.catalan} (5)` })).toHaveAttribute(
      'href',
      '?language=cat',
    );
    await expect(canvas.queryByRole('link', { name: new RegExp(word.english) })).toBeNull();
    await expect(canvas.getByRole('link', { name: t.filterPanel.clear })).toHaveAttribute('href', '?');
  },
};

/** A range is typed and applied; an empty end stays open. */
export const PriceRange: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    const price = canvas.getByRole('form', { name: storySample(globals, words).price });
    const to = within(price).getByLabelText(t.filterPanel.to);
    // The bound as the language writes a number.
    await expect(to).toHaveAttribute(
      'placeholder',
      storySample(globals, { en: '24.9', es: '24,9', ca: '24,9' }),
    );
    await userEvent.type(to, '20');
    await userEvent.click(within(price).getByRole('button', { name: t.filterPanel.apply }));
    await expect(onApplyPrice).toHaveBeenCalledWith(10, 20);
    await userEvent.clear(within(price).getByLabelText(t.filterPanel.from));
    await userEvent.keyboard('{Enter}');
    await expect(onApplyPrice).toHaveBeenLastCalledWith(undefined, 20);
  },
};

/** On a phone the panel opens in a drawer: focus stays inside, Escape closes it. */
export const Drawer: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: (args, { globals }) => (
    <FilterDrawer count={36}>
      <FilterPanel {...args} groups={groups(storySample(globals, words))} />
    </FilterDrawer>
  ),
  play: async ({ canvas, globals }) => {
    const text = storyTexts(globals).filterPanel;
    const open = canvas.getByRole('button', { name: text.title });
    await userEvent.click(open);
    const drawer = canvas.getByRole('dialog', { name: text.title });
    await expect(drawer).toBeVisible();
    await expect(
      within(drawer).getByRole('link', { name: `${storySample(globals, words).spanish} (31)` }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(drawer).not.toBeVisible();
    await userEvent.click(open);
    await userEvent.click(within(drawer).getByRole('button', { name: text.showBooks(36) }));
    await expect(drawer).not.toBeVisible();
  },
};

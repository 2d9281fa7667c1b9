import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentType, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storySample, storyTexts } from '../storybook/languages';
import { Header, type HeaderProps } from './Header';
import { SearchPanel, type SearchResults } from './SearchPanel';

const cover = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="32" height="48"><rect width="32" height="48" fill="${color}"/></svg>`)}`;

const sampleResults: SearchResults = {
  books: [
    { id: 'b1', name: 'Don Quijote de la Mancha', pathName: 'Don Quixote', image: cover('#8c2f39') },
    {
      id: 'b2',
      name: 'Harry Potter y la piedra filosofal',
      pathName: "Harry Potter and the Philosopher's Stone",
      image: cover('#1a5fb4'),
    },
  ],
  authors: [
    { id: 'a1', name: 'Miguel de Cervantes', pathName: 'Miguel de Cervantes', image: cover('#2e7d32') },
  ],
  publishers: [],
};

/** The Header, and the search panel an app gives it (`searchPanel`) as separate controls. */
interface HeaderStoryArgs extends HeaderProps {
  searchOpen: boolean;
  searchLoading: boolean;
  searchResults?: SearchResults;
  searchError?: string;
  onSearchRetry?: () => void;
  onSearchClose: () => void;
}

/** The shop's own links (its words), in English, Spanish and Catalan. */
const linkWords = {
  en: { contacts: 'Contacts', about: 'About us' },
  es: { contacts: 'Contactos', about: 'Sobre nosotros' },
  ca: { contacts: 'Contacte', about: 'Qui som' },
};

/** The shop's message when its search fails, in the toolbar's language. */
const searchUnavailable = {
  en: 'The search is not available now',
  es: 'La búsqueda no está disponible ahora',
  ca: 'Ara mateix la cerca no està disponible',
};

const meta = {
  title: 'Header/Header',
  // The docs list Header's own props; the controls also drive the SearchPanel it is given.
  component: Header as unknown as ComponentType<HeaderStoryArgs>,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    siteTitle: 'Librería Barcelona',
    searchText: '',
    onSearchTextChange: fn(),
    searchOpen: false,
    searchLoading: false,
    onSearchClose: fn(),
    onSearch: fn(),
  },
  render: (
    { searchOpen, searchLoading, searchResults, searchError, onSearchRetry, onSearchClose, ...header },
    { globals },
  ) => {
    const words = storySample(globals, linkWords);
    return (
      <Header
        links={[
          { href: '/contacts', label: words.contacts },
          { href: '/about_us', label: words.about },
        ]}
        {...header}
        searchPanel={
          searchOpen && (
            <SearchPanel
              open
              loading={searchLoading}
              results={searchResults}
              error={searchError && storySample(globals, searchUnavailable)}
              onRetry={onSearchRetry}
              onClose={onSearchClose}
              onResultClick={onSearchClose}
            />
          )
        }
      />
    );
  },
} satisfies Meta<HeaderStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    const words = storySample(globals, linkWords);
    await expect(canvas.getByRole('link', { name: 'Librería Barcelona' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: words.contacts })).toHaveAttribute('href', '/contacts');
    await expect(canvas.getByRole('link', { name: words.about })).toHaveAttribute('href', '/about_us');
    // Nothing typed: the search button goes nowhere.
    await expect(canvas.getByRole('button', { name: t.searchBox.search })).toBeDisabled();
  },
};

export const WithResults: Story = {
  args: { searchText: 'qui', searchOpen: true, searchResults: sampleResults },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyTexts(globals);
    const suggestions = await canvas.findByRole('listbox', { name: t.searchPanel.suggestions });
    await expect(within(suggestions).getByRole('group', { name: t.searchPanel.books })).toBeVisible();
    await expect(within(suggestions).getByRole('group', { name: t.searchPanel.authors })).toBeVisible();
    // An empty group is not shown.
    await expect(canvas.queryByRole('group', { name: t.searchPanel.publishers })).toBeNull();
    // A screen reader hears how many there are.
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      t.searchPanel.found(3),
    );
    await expect(canvas.getByRole('link', { name: t.searchBox.search })).toHaveAttribute(
      'href',
      '/search/qui',
    );
    const result = canvas.getByRole('option', { name: 'Don Quijote de la Mancha' });
    await expect(result).toHaveAttribute('href', '/books/b1/Don%20Quixote');
    await userEvent.click(result);
    await expect(args.onSearchClose).toHaveBeenCalled();
  },
};

/**
 * The WAI-ARIA combobox: the focus stays in the box while ArrowDown, ArrowUp, Home and End move through
 * the suggestions across their groups (wrapping), Enter opens the active one, Escape closes the panel.
 */
export const KeyboardSuggestions: Story = {
  args: { searchText: 'qui', searchOpen: true, searchResults: sampleResults },
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    const box = canvas.getByRole('combobox', { name: t.searchBox.placeholder });
    const listbox = await canvas.findByRole('listbox', { name: t.searchPanel.suggestions });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', listbox.id);
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Don Quijote de la Mancha',
      'Harry Potter y la piedra filosofal',
      'Miguel de Cervantes',
    ]);
    const activeIs = async (index: number) => {
      await expect(box).toHaveAttribute('aria-activedescendant', options[index]?.id);
      await expect(options[index]).toHaveAttribute('aria-selected', 'true');
      await expect(options.filter((option) => option.getAttribute('aria-selected') === 'true')).toHaveLength(
        1,
      );
      await expect(box).toHaveFocus();
    };
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowDown}');
    await activeIs(0);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Into the next group: the author.
    await activeIs(2);
    await userEvent.keyboard('{ArrowDown}');
    await activeIs(0);
    await userEvent.keyboard('{ArrowUp}');
    await activeIs(2);
    await userEvent.keyboard('{Home}');
    await activeIs(0);
    await userEvent.keyboard('{End}');
    await activeIs(2);
    await userEvent.keyboard('{ArrowUp}');
    await activeIs(1);
    // Enter opens the active suggestion, not the search page.
    let opened = '';
    const openedLink = (event: MouseEvent) => {
      opened = (event.currentTarget as HTMLAnchorElement).getAttribute('href') ?? '';
      event.preventDefault();
    };
    options[1]?.addEventListener('click', openedLink);
    await userEvent.keyboard('{Enter}');
    await expect(opened).toBe(`/books/b2/${encodeURIComponent("Harry Potter and the Philosopher's Stone")}`);
    await expect(args.onSearchClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onSearchClose).toHaveBeenCalledTimes(2);
    await expect(box).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { searchText: 'harr', searchOpen: true, searchLoading: true },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    await expect(await canvas.findByRole('status')).toHaveTextContent(t.searchPanel.loading);
  },
};

export const NoResults: Story = {
  args: { searchText: 'zzzz', searchOpen: true, searchResults: { books: [], authors: [], publishers: [] } },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    await expect(await canvas.findByText(t.searchPanel.noResults)).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SearchUnavailable: Story = {
  args: {
    searchText: 'harr',
    searchOpen: true,
    searchError: searchUnavailable.en,
    onSearchRetry: fn(),
  },
  play: async ({ canvas, args, globals }) => {
    const t = storyTexts(globals);
    // Said in the panel's polite live region (it replaced the spinner there), with a way to try again.
    const message = await canvas.findByText(storySample(globals, searchUnavailable));
    await expect(message).toBeVisible();
    await expect(message.closest('[aria-live="polite"]')).not.toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    const retry = canvas.getByRole('button', { name: t.searchPanel.retry });
    // The kit's button: filled with the primary colour, at least 44 px tall.
    await expect(getComputedStyle(retry).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // From the keyboard: Tab from the search box reaches it past the search button.
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.tab();
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearchRetry).toHaveBeenCalledTimes(1);
    // The button gives way to the spinner: the focus waits in the search box, not on the page's body.
    await expect(canvas.getByRole('combobox')).toHaveFocus();
  },
};

/** Without `onSearchRetry` the failure is only said: typing again searches again. */
export const SearchUnavailableWithoutRetry: Story = {
  args: { searchText: 'harr', searchOpen: true, searchError: searchUnavailable.en },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    await expect(await canvas.findByText(storySample(globals, searchUnavailable))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.searchPanel.retry })).toBeNull();
  },
};

export const ClickOutsideToClose: Story = {
  args: { searchText: 'qui', searchOpen: true, searchResults: sampleResults },
  play: async ({ canvas, args, globals }) => {
    await expect(await canvas.findByRole('option', { name: 'Don Quijote de la Mancha' })).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(args.onSearchClose).not.toHaveBeenCalled();
    // A click elsewhere on the page: the Contacts link, outside the search area.
    await userEvent.click(canvas.getByRole('link', { name: storySample(globals, linkWords).contacts }));
    await expect(args.onSearchClose).toHaveBeenCalledTimes(1);
  },
};

/** Typing drives the box; the button becomes a link to the search page. */
export const TypeToSearch: Story = {
  render: (args) => {
    const [text, setText] = useState('');
    return <Header {...args} searchText={text} onSearchTextChange={setText} />;
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyTexts(globals);
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox'), 'cien años');
    await expect(canvas.getByRole('link', { name: t.searchBox.search })).toHaveAttribute(
      'href',
      '/search/cien%20a%C3%B1os',
    );
    await userEvent.clear(canvas.getByRole('combobox'));
    await expect(canvas.getByRole('button', { name: t.searchBox.search })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { searchText: 'qui', searchOpen: true, searchResults: sampleResults },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox')).toBeVisible();
    await expect(await canvas.findByRole('option', { name: 'Don Quijote de la Mancha' })).toBeVisible();
    // Nothing sticks out of the phone's screen.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Your own logo in the home link, named by the site title for screen readers. */
export const WithLogo: Story = {
  args: {
    logo: (
      <svg aria-hidden="true" width="40" height="40" viewBox="0 0 40 40">
        <rect width="40" height="40" rx="8" fill="#8c2f39" />
        <path d="M10 12h9a5 5 0 0 1 0 10h-9zM10 22h10a5 5 0 0 1 0 10H10z" fill="#fff" />
      </svg>
    ),
  },
  play: async ({ canvas }) => {
    const home = canvas.getByRole('link', { name: 'Librería Barcelona' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(home.querySelector('svg')).toBeVisible();
    // The written title gives way to the logo.
    await expect(home).not.toHaveTextContent('Librería Barcelona');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from './Header';
import type { SearchResults } from './SearchPanel';

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

const meta = {
  title: 'Header/Header',
  component: Header,
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
    links: [
      { href: '/contacts', label: 'Contacts' },
      { href: '/about_us', label: 'About us' },
    ],
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Librería Barcelona' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Contacts' })).toHaveAttribute('href', '/contacts');
    await expect(canvas.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about_us');
    // Nothing typed: the search button goes nowhere.
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

export const WithResults: Story = {
  args: { searchText: 'qui', searchOpen: true, searchResults: sampleResults },
  play: async ({ canvas, args }) => {
    // The panel's code comes when it first opens.
    await expect(await canvas.findByRole('heading', { name: 'Books' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Authors' })).toBeVisible();
    // An empty group is not shown.
    await expect(canvas.queryByRole('heading', { name: 'Publishers' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search/qui');
    const result = canvas.getByRole('link', { name: 'Don Quijote de la Mancha' });
    await expect(result).toHaveAttribute('href', '/books/b1/Don%20Quixote');
    await userEvent.click(result);
    await expect(args.onSearchClose).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { searchText: 'harr', searchOpen: true, searchLoading: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Searching');
  },
};

export const NoResults: Story = {
  args: { searchText: 'zzzz', searchOpen: true, searchResults: { books: [], authors: [], publishers: [] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No results found')).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const SearchUnavailable: Story = {
  args: {
    searchText: 'harr',
    searchOpen: true,
    searchError: 'The search is not available now',
    onSearchRetry: fn(),
  },
  play: async ({ canvas, args }) => {
    // Said in the panel's polite live region (it replaced the spinner there), with a way to try again.
    const message = await canvas.findByText('The search is not available now');
    await expect(message).toBeVisible();
    await expect(message.closest('[aria-live="polite"]')).not.toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    const retry = canvas.getByRole('button', { name: 'Try again' });
    // The kit's button: filled with the primary colour, at least 44 px tall.
    await expect(getComputedStyle(retry).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // From the keyboard: Tab from the search box reaches it past the search button.
    await userEvent.click(canvas.getByRole('searchbox'));
    await userEvent.tab();
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearchRetry).toHaveBeenCalledTimes(1);
    // The button gives way to the spinner: the focus waits in the search box, not on the page's body.
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
};

export const SearchUnavailableInSpanish: Story = {
  globals: { language: 'esp' },
  args: {
    searchText: 'harr',
    searchOpen: true,
    searchError: 'La búsqueda no está disponible ahora',
    onSearchRetry: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('La búsqueda no está disponible ahora')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onSearchRetry).toHaveBeenCalledTimes(1);
  },
};

/** Without `onSearchRetry` the failure is only said: typing again searches again. */
export const SearchUnavailableWithoutRetry: Story = {
  args: { searchText: 'harr', searchOpen: true, searchError: 'The search is not available now' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The search is not available now')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

export const ClickOutsideToClose: Story = {
  args: { searchText: 'qui', searchOpen: true, searchResults: sampleResults },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('link', { name: 'Don Quijote de la Mancha' })).toBeVisible();
    await userEvent.click(canvas.getByRole('searchbox'));
    await expect(args.onSearchClose).not.toHaveBeenCalled();
    // A click elsewhere on the page: the Contacts link, outside the search area.
    await userEvent.click(canvas.getByRole('link', { name: 'Contacts' }));
    await expect(args.onSearchClose).toHaveBeenCalledTimes(1);
  },
};

/** Typing drives the box; the button becomes a link to the search page. */
export const TypeToSearch: Story = {
  render: (args) => {
    const [text, setText] = useState('');
    return <Header {...args} searchText={text} onSearchTextChange={setText} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'cien años');
    await expect(canvas.getByRole('link', { name: 'Search' })).toHaveAttribute(
      'href',
      '/search/cien%20a%C3%B1os',
    );
    await userEvent.clear(canvas.getByRole('searchbox'));
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { searchText: 'qui', searchOpen: true, searchResults: sampleResults },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('searchbox')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Don Quijote de la Mancha' })).toBeVisible();
    // Nothing sticks out of the phone's screen.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Spanish: Story = {
  globals: { language: 'esp' },
  args: { searchText: 'qui', searchOpen: true, searchResults: sampleResults },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('searchbox', { name: 'Buscar libros, autores, editoriales' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Libros' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buscar' })).toHaveAttribute('href', '/search/qui');
  },
};

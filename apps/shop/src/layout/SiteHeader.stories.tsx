import { inLanguage, KNOWN_LANGUAGES, type Language, languageTable, textIn } from '@bookshop/contract';
import { languageAtom, offeredLanguagesAtom } from '@bookshop/data';
import {
  asSearchResult,
  failingApi,
  fixtureAuthor,
  fixtureBooks,
  searchAnswer,
  slowApi,
} from '@bookshop/data/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStore, Provider } from 'jotai';
import type {} from 'msw-storybook-addon/csf3';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ShopKitProvider } from '../app/ShopKitProvider';
import { loadWords } from '../i18n/languageWords';
import { shopWords } from '../i18n/words';
import { SiteHeader } from './SiteHeader';

/** The shop's language of the toolbar's (its BCP 47 tag: `es` is the shop's `esp`); Spanish if it has none. */
const shopLanguage = (globals: { language?: unknown }): Language =>
  (Object.keys(shopWords) as Language[]).find(
    (language) => languageTable[language].tag === globals.language,
  ) ?? 'esp';

/** The book the search finds (Cien años de soledad), as the shop names it in the toolbar's language. */
const bookName = (globals: { language?: unknown }) =>
  textIn((fixtureBooks[0] as (typeof fixtureBooks)[0]).name, shopLanguage(globals));

/**
 * The shop's header, connected: its live search goes through `@bookshop/data` to the API, which Mock
 * Service Worker answers here with a fixed answer per story. Its texts come from the shop's dictionary
 * through the shop's kit provider, in the toolbar's language.
 */
const meta = {
  title: 'Shop/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story, { parameters, globals }) => {
      // A fresh cache and client state per story, in the story's language.
      const [queryClient] = useState(
        () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
      );
      const [store] = useState(() => {
        const fresh = createStore();
        // A shop that offers the toolbar's language (SHOP_LANGUAGES), so it is the reader's.
        fresh.set(offeredLanguagesAtom, KNOWN_LANGUAGES);
        fresh.set(languageAtom, shopLanguage(globals));
        return fresh;
      });
      return (
        <QueryClientProvider client={queryClient}>
          <Provider store={store}>
            <MemoryRouter initialEntries={[(parameters.path as string | undefined) ?? '/']}>
              <ShopKitProvider>
                <Story />
              </ShopKitProvider>
            </MemoryRouter>
          </Provider>
        </QueryClientProvider>
      );
    },
  ],
  // The toolbar's language's words, when they load on demand (Catalan), are in before the story draws.
  loaders: [({ globals }) => loadWords(shopLanguage(globals))],
  beforeEach({ msw }) {
    // The search finds one book (Cien años de soledad), whatever is typed.
    msw.use(searchAnswer({ books: fixtureBooks.slice(0, 1).map(asSearchResult) }));
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing searches 1.5 s after the last key; the suggestions are grouped options, and the book's leads to it. */
export const SearchFindsABook: Story = {
  play: async ({ canvas, globals }) => {
    const words = inLanguage(shopWords, shopLanguage(globals));
    const box = canvas.getByPlaceholderText(words.searchBox.placeholder);
    await userEvent.type(box, 'soledad');
    const result = await canvas.findByRole('option', { name: bookName(globals) }, { timeout: 5000 });
    await expect(canvas.getByRole('group', { name: words.searchPanel.books })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: words.searchPanel.authors })).toBeNull();
    await expect(result.getAttribute('href')).toMatch(
      /^\/books\/[0-9a-f-]+\/One%20Hundred%20Years%20of%20Solitude$/,
    );
  },
};

/** A search that finds nothing says so. */
export const NoResults: Story = {
  beforeEach({ msw }) {
    msw.use(searchAnswer());
  },
  play: async ({ canvas, globals }) => {
    const words = inLanguage(shopWords, shopLanguage(globals));
    const box = canvas.getByPlaceholderText(words.searchBox.placeholder);
    await userEvent.type(box, 'zzzz');
    await expect(await canvas.findByText(words.searchPanel.noResults, {}, { timeout: 5000 })).toBeVisible();
    // Emptying the box closes the panel at once.
    await userEvent.clear(box);
    await waitFor(() => expect(canvas.queryByText(words.searchPanel.noResults)).toBeNull());
  },
};

/** A server that takes its time: the spinner stays until it answers. */
export const SlowServer: Story = {
  beforeEach({ msw }) {
    msw.use(
      slowApi({ path: '/search/*', ms: 2500 }),
      searchAnswer({ authors: [asSearchResult(fixtureAuthor)] }),
    );
  },
  play: async ({ canvas, globals }) => {
    const words = inLanguage(shopWords, shopLanguage(globals));
    await userEvent.type(canvas.getByPlaceholderText(words.searchBox.placeholder), 'garcía');
    // After the 1.5 s debounce the request is out: the panel opens on a spinner.
    const spinner = await canvas.findByRole('status', {}, { timeout: 3000 });
    await expect(spinner).toHaveTextContent(words.searchPanel.loading);
    const asked = performance.now();
    const author = fixtureAuthor.name.esp;
    const result = await canvas.findByRole('option', { name: author }, { timeout: 6000 });
    await expect(result).toBeVisible();
    // The answer waited for the slow server, and the spinner is gone.
    await expect(performance.now() - asked).toBeGreaterThan(1500);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A search the server cannot answer: the panel says so instead of spinning forever. */
export const SearchFails: Story = {
  beforeEach({ msw }) {
    msw.use(failingApi({ path: '/search/*' }));
  },
  play: async ({ canvas, globals }) => {
    const words = inLanguage(shopWords, shopLanguage(globals));
    await userEvent.type(canvas.getByPlaceholderText(words.searchBox.placeholder), 'garcía');
    // Said in the panel's polite live region, with a way to try again that asks once more.
    const message = await canvas.findByText(words.searchFailed, {}, { timeout: 5000 });
    await expect(message.closest('[aria-live="polite"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: words.searchPanel.retry }));
    await expect(await canvas.findByText(words.searchFailed, {}, { timeout: 5000 })).toBeVisible();
  },
};

/** On a search's results page the box shows that search; typing another opens the live panel again. */
export const OnItsResultsPage: Story = {
  parameters: { path: '/search/quijote' },
  play: async ({ canvas, globals }) => {
    const box = canvas.getByPlaceholderText(
      inLanguage(shopWords, shopLanguage(globals)).searchBox.placeholder,
    );
    await waitFor(() => expect(box).toHaveValue('quijote'));
    await userEvent.clear(box);
    await userEvent.type(box, 'soledad');
    const result = await canvas.findByRole('option', { name: bookName(globals) }, { timeout: 5000 });
    await expect(result).toBeVisible();
    // Closing the panel gives the box back the search of the page.
    await userEvent.click(document.body);
    await waitFor(() => expect(box).toHaveValue('quijote'));
    await expect(canvas.queryByRole('option', { name: bookName(globals) })).toBeNull();
  },
};

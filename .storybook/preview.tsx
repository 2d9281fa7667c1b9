import { BookshopThemeProvider } from '@bookshop/ui';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

// Links in stories keep their href (tests read it) but never take the preview out of the story.
document.addEventListener('click', (event) => {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
});

const preview: Preview = {
  // Mock Service Worker: a story that fetches sets its answers with `beforeEach({ msw }) { msw.use(...) }`
  // (handlers from `@bookshop/data/msw`); calls no story mocks reach the network as usual.
  loaders: [mswLoader()],
  decorators: [
    (Story) => (
      <BookshopThemeProvider>
        <Story />
      </BookshopThemeProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is checked with axe; a violation fails its test.
    a11y: { test: 'error' },
  },
};

export default preview;

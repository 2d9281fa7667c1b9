import { shopPaths } from '@bookshop/contract';
import { BookshopProvider, en, es } from '@bookshop/ui';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '@bookshop/ui/font.css';

// Links in stories keep their href (tests read it) but never take the preview out of the story.
document.addEventListener('click', (event) => {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
});

/** The toolbar's languages: the kit's locale pack and the locale of prices and dates of each. */
const languages = {
  eng: { labels: en, locale: 'en-GB' },
  esp: { labels: es, locale: 'es-ES' },
} as const;

/**
 * A storefront's image widths, as an image service would offer them: the same picture under a fragment
 * per width (a fragment is never sent, so each is the same file), so every story shows the kit's srcset
 * and sizes without depending on any shop's addresses.
 */
const storyImageSources = (url: string) => ({
  src: url,
  srcSet: [240, 480, 960].map((width) => `${url}#w${width} ${width}w`).join(', '),
});

const preview: Preview = {
  // Mock Service Worker: a story that fetches sets its answers with `beforeEach({ msw }) { msw.use(...) }`
  // (handlers from `@bookshop/data/msw`); calls no story mocks reach the network as usual.
  loaders: [mswLoader()],
  globalTypes: {
    language: {
      description: 'Language of every story',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'eng', title: 'English' },
          { value: 'esp', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour scheme of every story',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'eng', theme: 'light' },
  decorators: [
    // Every story in the toolbar's language and scheme, with the shop's addresses as an example.
    (Story, { globals }) => {
      const language = languages[globals.language as keyof typeof languages] ?? languages.eng;
      return (
        <BookshopProvider
          labels={language.labels}
          locale={language.locale}
          currency="EUR"
          colorScheme={globals.theme === 'dark' ? 'dark' : 'light'}
          routes={shopPaths}
          imageSources={storyImageSources}
          globalStyles
        >
          <Story />
        </BookshopProvider>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    controls: {
      matchers: { color: /(background|color)$/i, date: /Date$/i },
      // Texts follow the toolbar's language; they are not edited as raw objects.
      exclude: /^labels$/,
    },
    viewport: {
      options: {
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    options: {
      storySort: { order: ['Introduction', 'Foundations', '*'] },
    },
    // Every story is checked with axe; a violation fails its test.
    a11y: { test: 'error' },
  },
};

export default preview;

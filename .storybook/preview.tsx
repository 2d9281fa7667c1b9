import { shopPaths } from '@bookshop/contract';
import { BookshopProvider, vars } from '@bookshop/ui';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '@bookshop/ui/font.css';
import { storyCurrencies, storyLanguage, storyLanguages } from '../packages/ui/src/storybook/languages';

// Links in stories keep their href (tests read it) but never take the preview out of the story.
document.addEventListener('click', (event) => {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
});

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
    // One entry per locale pack of the kit, named in its own language.
    language: {
      description: 'Language of every story: its texts, prices and dates',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: storyLanguages.map((language) => ({ value: language.tag, title: language.name })),
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
    direction: {
      description: 'Direction of the text: left to right, or right to left (Arabic, Hebrew)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
    currency: {
      description: 'Currency of every price',
      toolbar: {
        title: 'Currency',
        icon: 'credit',
        items: storyCurrencies.map((currency) => ({ value: currency, title: currency })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en', theme: 'light', direction: 'ltr', currency: 'EUR' },
  decorators: [
    // Every story in the toolbar's language, currency, scheme and direction, with the shop's addresses
    // as an example. On a docs page each story keeps its scheme in its own box (a dark story does not
    // darken the page around it); a story on its own themes the whole canvas.
    (Story, { globals, viewMode }) => {
      const language = storyLanguage(globals);
      const onDocsPage = viewMode === 'docs';
      return (
        <BookshopProvider
          labels={language.labels}
          locale={language.locale}
          currency={typeof globals.currency === 'string' ? globals.currency : 'EUR'}
          colorScheme={globals.theme === 'dark' ? 'dark' : 'light'}
          routes={shopPaths}
          imageSources={storyImageSources}
          globalStyles={!onDocsPage}
          themeSelector={onDocsPage ? undefined : ':root'}
        >
          <div
            dir={globals.direction === 'rtl' ? 'rtl' : 'ltr'}
            lang={language.tag}
            style={
              onDocsPage
                ? { padding: 16, color: vars.color.text, background: vars.color.background }
                : undefined
            }
          >
            <Story />
          </div>
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
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
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

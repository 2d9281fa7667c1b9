import { BookshopThemeProvider } from '@bookshop/ui';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
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

// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { afterEach, expect, it, vi } from 'vitest';
import { type BookshopTheme, createTheme } from '../theme/tokens';
import { BookshopProvider } from './BookshopProvider';

afterEach(() => {
  vi.restoreAllMocks();
});

it("renders the theme's variables into styled-components' sheet, the default theme's and another's", () => {
  const styles = (theme?: BookshopTheme) => {
    const sheet = new ServerStyleSheet();
    renderToString(sheet.collectStyles(<BookshopProvider theme={theme}>text</BookshopProvider>));
    const tags = sheet.getStyleTags();
    sheet.seal();
    return tags;
  };
  expect(styles()).toMatch(/<style data-styled[^>]*>[^<]*--bookshop-color-primary:#8c2f39/);
  expect(styles(createTheme({ color: { primary: '#123456' } }))).toContain(
    '--bookshop-color-primary:#123456',
  );
});

it('renders again as the theme, the colour scheme and the settings change, with no warning', async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const complaints = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
  const element = document.createElement('div');
  document.body.append(element);
  const root = createRoot(element);
  await act(async () => root.render(<BookshopProvider>one</BookshopProvider>));
  await act(async () => root.render(<BookshopProvider locale="es">two</BookshopProvider>));
  await act(async () => root.render(<BookshopProvider colorScheme="dark">three</BookshopProvider>));
  const theme = createTheme({ color: { primary: '#123456' } });
  await act(async () => root.render(<BookshopProvider theme={theme}>four</BookshopProvider>));
  expect(element.textContent).toBe('four');
  for (const complaint of complaints) expect(complaint).not.toHaveBeenCalled();
  await act(async () => root.unmount());
});

/** The server's HTML and styles of `element`. */
function serverRender(element: Parameters<typeof renderToString>[0]) {
  const sheet = new ServerStyleSheet();
  const html = renderToString(sheet.collectStyles(element));
  const styles = sheet.getStyleTags();
  sheet.seal();
  return { html, styles };
}

/** The class that carries each provider's variables, in the order they are in the page. */
const scopeClasses = (html: string) =>
  [...html.matchAll(/<div [^>]*data-scope="bookshop-provider"[^>]*>/g)].map(
    ([tag]) => tag.match(/class="[^"]*?(\w+)"/)?.[1],
  );

it('scopes each theme to its own provider, side by side and nested, and a server render keeps them all', () => {
  const blue = createTheme({ color: { primary: '#0000ff' } });
  const green = createTheme({ color: { primary: '#00ff00' } });
  const { html, styles } = serverRender(
    <>
      <BookshopProvider theme={blue}>
        blue
        <BookshopProvider theme={green}>green inside blue</BookshopProvider>
      </BookshopProvider>
      <BookshopProvider colorScheme="dark">dark beside them</BookshopProvider>
    </>,
  );
  const [outer, inner, beside] = scopeClasses(html);
  expect(new Set([outer, inner, beside]).size).toBe(3);
  // Each provider's class carries its own colour; none of them writes to the whole page.
  expect(styles).toMatch(new RegExp(`\\.${outer}\\{[^}]*--bookshop-color-primary:#0000ff`));
  expect(styles).toMatch(new RegExp(`\\.${inner}\\{[^}]*--bookshop-color-primary:#00ff00`));
  expect(styles).toMatch(
    new RegExp(`\\.${beside}\\{[^}]*--bookshop-color-primary:#e8939c[^}]*color-scheme:dark`),
  );
  expect(styles).not.toContain(':root');
});

it('writes the variables on the selector it is given, and adds no element then', () => {
  const { html, styles } = serverRender(
    <BookshopProvider theme={createTheme({ color: { primary: '#123456' } })} themeSelector="#shop">
      page
    </BookshopProvider>,
  );
  expect(html).toBe('page');
  expect(styles).toMatch(/#shop\{[^}]*--bookshop-color-primary:#123456/);
  expect(styles).toMatch(
    /#shop \[data-bookshop-color-scheme='dark'\]\{[^}]*--bookshop-color-primary:#e8939c/,
  );
});

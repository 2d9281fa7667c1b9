// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { afterEach, expect, it, vi } from 'vitest';
import { createTheme } from '../theme/tokens';
import { BookshopProvider } from './BookshopProvider';

afterEach(() => {
  vi.restoreAllMocks();
});

it("renders the theme's variables into styled-components' sheet, the default theme's and another's", () => {
  const styles = (theme?: ReturnType<typeof createTheme>) => {
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

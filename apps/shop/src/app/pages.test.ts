import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { Location } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { isMissing, PageNotFound } from '../layout/pageNotFound';
import { type PageImport, type PageLoaderArgs, pagePreparations, type ShopRoute } from './pages';
import type { ShopData } from './shopContext';

/** What every page of these tests shows: nothing is rendered here. */
const Blank = () => null;

const context: ShopData = { queryClient: new QueryClient(), store: createStore(), prefetch: false };

const entry = (path: string, key: string): Location => {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: '', state: null, key };
};

/** A book page whose module counts its imports and whose loader records what it was given. */
function bookPage(loader: (args: PageLoaderArgs) => unknown = () => undefined) {
  const load = vi.fn(loader);
  const page = vi.fn<PageImport>(async () => ({ Component: Blank, loader: load }));
  const book: ShopRoute = { path: 'books/:id', page };
  const routes: ShopRoute[] = [{ path: '/', children: [book] }];
  return { page, load, pages: pagePreparations(routes, context) };
}

describe("a page's preparation", () => {
  it("imports the page's module and runs its loader with the address and the render's data", async () => {
    const { page, load, pages } = bookPage();
    const preparation = pages.start(entry('/books/7?tab=comments', 'a'));
    expect(preparation.state).toBe('loading');
    await preparation.ready;
    expect(preparation.state).toBe('done');
    expect(page).toHaveBeenCalledTimes(1);
    const [args] = load.mock.calls[0] ?? [];
    expect(args?.params.id).toBe('7');
    expect(args?.url.pathname).toBe('/books/7');
    expect(args?.url.searchParams.get('tab')).toBe('comments');
    expect(args?.context).toBe(context);
  });

  it('is kept for its history entry; a new start runs the loader again, the module is imported once', async () => {
    const { page, load, pages } = bookPage();
    const first = pages.start(entry('/books/7', 'a'));
    expect(pages.of(entry('/books/7', 'a'))).toBe(first);
    await first.ready;
    const again = pages.start(entry('/books/7', 'a'));
    expect(again).not.toBe(first);
    await again.ready;
    await pages.of(entry('/books/8', 'b')).ready;
    expect(load).toHaveBeenCalledTimes(3);
    expect(page).toHaveBeenCalledTimes(1);
  });

  it("fails with the loader's error: not found for an address that names nothing", async () => {
    const { pages } = bookPage(() => {
      throw new PageNotFound();
    });
    const preparation = pages.start(entry('/books/none', 'a'));
    await expect(preparation.ready).rejects.toBeInstanceOf(PageNotFound);
    expect(preparation.state).toBe('failed');
    expect(isMissing(preparation.error)).toBe(true);
  });

  it('asks again for a module that did not arrive', async () => {
    const page = vi
      .fn<PageImport>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Component: Blank });
    const pages = pagePreparations([{ path: '/main', page }], context);
    const failed = pages.start(entry('/main', 'a'));
    await expect(failed.ready).rejects.toBeInstanceOf(TypeError);
    expect(isMissing(failed.error)).toBe(false);
    await pages.start(entry('/main', 'a')).ready;
    expect(page).toHaveBeenCalledTimes(2);
  });
});

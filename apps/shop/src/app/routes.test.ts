import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type PageHandle, routes } from './routes';

type Route = { path?: string; page?: unknown; handle?: PageHandle; children?: Route[] };
const everyRoute = (list: Route[]): Route[] =>
  list.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);

describe("the server's view of the shop's pages", () => {
  it('names, for each page it preloads or renders, the module its route loads', async () => {
    const named = everyRoute(routes as Route[]).filter((route) => route.handle);
    expect(named.map((route) => route.handle?.module)).toContain('src/features/catalogue/book.tsx');
    for (const route of named) {
      const loaded = await (route.page as () => Promise<unknown>)();
      // The manifest names a module by its path in the shop's folder (apps/shop).
      const file = fileURLToPath(new URL(`../../${route.handle?.module}`, import.meta.url));
      expect(loaded, route.path).toBe(await import(/* @vite-ignore */ file));
    }
  });
});

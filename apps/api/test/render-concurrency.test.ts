import { fileURLToPath } from 'node:url';
import { DEFAULT_SHOP_LANGUAGES, type RenderContext, type RenderPage, shopPaths } from '@bookshop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessFetch } from '../src/seo/rendered';
import { createTestApp, type TestApp } from './helpers';

// The shop's real page renderer, from its source (the built one is the same module): its route
// loaders ask this app's API in the same process, as the server does.
const rendererSource = fileURLToPath(new URL('../../shop/src/app/renderPage.tsx', import.meta.url));

let testApp: TestApp;
let render: RenderPage;

beforeAll(async () => {
  testApp = await createTestApp();
  render = ((await import(/* @vite-ignore */ rendererSource)) as { renderPage: RenderPage }).renderPage;
});
afterAll(() => testApp.close());

/** The keys of the queries a render sent along (its dehydrated query cache). */
const queryKeysOf = (queries: unknown) =>
  (queries as { queries: { queryKey: unknown[] }[] }).queries.map((query) => JSON.stringify(query.queryKey));

describe("the shop's page renderer", () => {
  it('renders two pages at the same time, each in its own language and from its own data', async () => {
    const [newest] = (await testApp.app.inject('/api/books?limit=1')).json().books;
    const [, other] = (await testApp.app.inject('/api/books?limit=2')).json().books;
    const api = inProcessFetch(testApp.app);

    // No render gets an answer before both have asked for one: run one after the other (a shared
    // query client or store), they would never finish.
    const asking = new Set<string>();
    let bothAsking: () => void = () => {};
    const bothAsked = new Promise<void>((resolve) => {
      bothAsking = resolve;
    });
    const heldBack =
      (render: string): RenderContext['fetch'] =>
      async (address, init) => {
        asking.add(render);
        if (asking.size === 2) bothAsking();
        await bothAsked;
        return api(address, init);
      };

    const [english, spanish] = await Promise.all([
      render(shopPaths.main(), {
        language: 'eng',
        languages: DEFAULT_SHOP_LANGUAGES,
        fetch: heldBack('home'),
      }),
      render(shopPaths.book(other._id, other.name.eng), {
        language: 'esp',
        languages: DEFAULT_SHOP_LANGUAGES,
        fetch: heldBack('book'),
      }),
    ]);

    expect(english?.html).toContain(`Add to basket: ${newest.name.eng}`);
    expect(english?.html).not.toContain('Añadir a la cesta');
    expect(english?.title).toBe('New books - Barcelona Bookshop');

    expect(spanish?.html).toContain(other.name.esp);
    expect(spanish?.html).toContain('Añadir a la cesta');
    expect(spanish?.html).not.toContain('Add to basket');
    expect(spanish?.title).toContain(`${other.name.esp} - Librería Barcelona`);

    // Each page carries its own answers only, for the browser to start from.
    const englishQueries = queryKeysOf(english?.queries);
    const spanishQueries = queryKeysOf(spanish?.queries);
    expect(englishQueries.some((key) => key.includes(other._id))).toBe(false);
    expect(spanishQueries.some((key) => key.includes(other._id))).toBe(true);
    expect(spanishQueries).toHaveLength(1);
    expect(englishQueries.length).toBeGreaterThanOrEqual(2);
  });

  it("renders a signed-in reader's page in their shape, knowing nothing of who they are", async () => {
    const [book] = (await testApp.app.inject('/api/books?limit=1')).json().books;
    const api = inProcessFetch(testApp.app);
    const path = shopPaths.book(book._id, book.name.eng);
    const guest = await render(path, { language: 'esp', languages: DEFAULT_SHOP_LANGUAGES, fetch: api });
    const reader = await render(path, {
      language: 'esp',
      languages: DEFAULT_SHOP_LANGUAGES,
      fetch: api,
      signedIn: true,
    });

    expect(guest?.html).toContain('Iniciar sesión');
    expect(guest?.html).not.toContain('Tu valoración');
    // The greeting and the reader's own rating, as the page will show them: the name fills in later.
    expect(reader?.html).not.toContain('Iniciar sesión');
    expect(reader?.html).toContain('Hola, …');
    expect(reader?.html).toContain('Tu valoración');
    // The reader stands in as nobody in particular: the browser asks for them once the page is theirs.
    const sent = reader?.queries as
      | { queries: { queryKey: unknown[]; state: { data: unknown } }[] }
      | undefined;
    const user = sent?.queries.find((query) => JSON.stringify(query.queryKey) === '["user"]');
    expect(user?.state.data).toMatchObject({ id: '', name: '…', email: '' });
  });

  it('never goes to the network: an answer the API does not give is a page not rendered', async () => {
    const refused: RenderContext['fetch'] = async () => Response.json({}, { status: 503 });
    expect(
      await render(shopPaths.main(), { language: 'esp', languages: DEFAULT_SHOP_LANGUAGES, fetch: refused }),
    ).toBeUndefined();
  });
});

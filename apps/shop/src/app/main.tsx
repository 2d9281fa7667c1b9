// First: it sets up zod before any module could build a schema.
import './noEval';
import { htmlLang, isLanguage } from '@bookshop/contract';
import { configureApi, guestBasketAtom, languageAtom, offeredLanguagesAtom } from '@bookshop/data';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { followChosenLanguage } from './followChosenLanguage';
import { mirrorLanguageInCookie } from './languageCookie';
import { pagePreparations } from './pages';
import { createQueryClient } from './queryClient';
import { routes, ShopPages } from './routes';
import { createShopHistory, ShopRouter } from './ShopRouter';
import { nextTask, whenInteractive } from './whenReady';

/**
 * Starts the shop: its stored state, its query client and its router, then the first page. It runs in
 * the task after the one that evaluated the modules, so that neither is one long task that would block
 * a phone's input. (Not a top-level `await`: the bundler splits modules that use one into many more
 * chunks, +7 KB on the first load.)
 */
async function startShop() {
  configureApi({ baseUrl: '/api' });
  // One query client and one store for the whole visit.
  const queryClient = createQueryClient();
  const store = getDefaultStore();
  // The languages the shop offers, as the server names them on every page (SHOP_LANGUAGES).
  const offered = (document.documentElement.dataset.languages ?? '').split(',').filter(isLanguage);
  if (offered.length > 0) store.set(offeredLanguagesAtom, offered);

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  // A page the server rendered came with its render's query cache (see the API's seo/rendered.ts): the
  // browser's client starts from it, before the pages' loaders run, so they ask the API nothing again.
  const queriesBlock = document.getElementById('page-queries');
  if (queriesBlock?.textContent) {
    const queries = JSON.parse(queriesBlock.textContent) as DehydratedState;
    // The server keeps a rendered page while the catalogue it was made from stands, so its answers are
    // today's: fresh from now on, not from when the page was first rendered.
    const now = Date.now();
    for (const query of queries.queries) query.state.dataUpdatedAt = now;
    hydrate(queryClient, queries);
  }
  // A signed-in reader's page was rendered from a guest's answers: once the page is theirs, the answers
  // are asked again with their session, and their own parts (a book's rating) fill in.
  if (queriesBlock?.hasAttribute('data-personal')) {
    void whenInteractive().then(() => queryClient.invalidateQueries());
  }
  // The cookie is written once the page answers input: writing it waits on the browser, and the page
  // this reader is on was rendered already.
  void whenInteractive().then(() => mirrorLanguageInCookie(store));

  // Starting the first page (its module and loaders) is a task of its own: with the work above in the
  // same task, a phone's input would wait for both.
  // The reader's words, when their language's load on demand, are in before the first render: no
  // page in the fallback's words first, and a hydration that finds the server's words.
  await Promise.all([nextTask(), followChosenLanguage(store)]);
  const history = createShopHistory();
  const pages = pagePreparations(routes, { queryClient, store, prefetch: true });
  const firstPage = pages.start(history.location);
  const shop = (
    <StrictMode>
      <App queryClient={queryClient} store={store}>
        <ShopRouter history={history} pages={pages}>
          <ShopPages />
        </ShopRouter>
      </App>
    </StrictMode>
  );

  /**
   * The server renders every page for a guest with an empty basket, in the language of the reader's
   * cookie (the page's `lang`). Another reader's first render differs (a basket, a language chosen before
   * the cookie mirrored it), so the browser renders that page afresh instead of hydrating it.
   */
  function readsAsServerRendered(): boolean {
    return (
      document.documentElement.lang === htmlLang[store.get(languageAtom)] &&
      store.get(guestBasketAtom).length === 0
    );
  }

  // A skeleton (the server's page while a slow answer or the browser draws it) is drawn over.
  if (!root.hasChildNodes() || root.querySelector('[data-skeleton]')) {
    // As a transition, React renders the first page in slices of a few milliseconds, yielding between
    // them, instead of one long task that would block a phone's input.
    startTransition(() => createRoot(root).render(shop));
  } else {
    // The server's page stays on screen until the page's module is in (its data came with it), so that
    // the first render in the browser is the server's page again (hydration), not the frame's empty
    // page area. A page that failed to load renders its error in place of the server's.
    void firstPage.ready
      .catch(() => {})
      .then(() =>
        startTransition(() => {
          if (readsAsServerRendered()) hydrateRoot(root, shop);
          else createRoot(root).render(shop);
        }),
      );
  }
}

void nextTask().then(startShop);

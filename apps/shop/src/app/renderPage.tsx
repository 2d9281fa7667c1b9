import { AsyncLocalStorage } from 'node:async_hooks';
import type { IsLanguageWords, PageModules, RenderContext, RenderPage } from '@bookshop/contract';
import {
  type AuthUser,
  chosenLanguageAtom,
  configureApi,
  languageAtom,
  offeredLanguagesAtom,
  queryKeys,
} from '@bookshop/data';
import { dehydrate } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { isWordsModuleOf, loadWords } from '../i18n/languageWords';
import { type ServerTitle, ServerTitleContext } from '../layout/usePageTitle';
import { App } from './App';
import { PagePreparationsContext, pagePreparations } from './pages';
import { createQueryClient } from './queryClient';
import { type PageHandle, routes, ShopPages } from './routes';

export type { RenderedPage } from '@bookshop/contract';

/**
 * The way to the API of the render under way. The data layer's client is one module for every
 * render, so its calls find their render's `fetch` here (Node carries it along each render's
 * promises); a call outside any render fails: the server never goes to the network.
 */
const currentRender = new AsyncLocalStorage<RenderContext>();
configureApi({
  baseUrl: '/api',
  fetch: (address, init) => {
    const render = currentRender.getStore();
    if (!render) return Promise.reject(new Error(`No render is asking for ${address}`));
    return render.fetch(address, { method: init.method, signal: init.signal });
  },
});

/**
 * A signed-in reader as the server renders their page: their session says that they are signed in, not
 * who they are, so the page takes their shape (the greeting, their own rating, the comment form) and is
 * the same for every signed-in reader; the browser asks for the reader once the page is theirs, and
 * their name and their own answers fill in without moving anything.
 */
const signedInReader: AuthUser = {
  id: '',
  name: '…',
  surname: '',
  email: '',
  telephone: '',
  profileImage: null,
  role: 'user',
  activated: true,
};

/** What the routes that show the page at `url` tell the server (see `PageHandle`). */
function pageHandles(url: string): PageHandle[] {
  const { pathname } = new URL(url, 'http://localhost');
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) =>
    match.route.handle ? [match.route.handle as PageHandle] : [],
  );
}

export const pageModules: PageModules = (url) => pageHandles(url).map((handle) => handle.module);

/** Whether a module of the build holds words of `language` loaded on demand (the server preloads them). */
export const isLanguageWords: IsLanguageWords = isWordsModuleOf;

/**
 * The page at `url` as the browser's first render shows it to a guest reading `context.language`:
 * the page's loaders fill a query client of this render's own through the API in the same process,
 * and the client's answers go out dehydrated with the page, so that the browser asks nothing again.
 * Each render has its own query client and Jotai store: renders run at the same time.
 */
export const renderPage: RenderPage = async (url, context) => {
  if (!pageHandles(url).some((handle) => handle.serverRendered)) return undefined;
  return currentRender.run(context, async () => {
    const queryClient = createQueryClient();
    // The reader's language for this render only, chosen (their cookie, which the selector shows) and
    // shown alike; there is no localStorage here: nothing is written.
    const store = createStore();
    store.set(offeredLanguagesAtom, context.languages);
    store.set(chosenLanguageAtom, context.language);
    store.set(languageAtom, context.language);
    await loadWords(context.language);
    if (context.signedIn) queryClient.setQueryData(queryKeys.user, signedInReader);
    try {
      // A page that fails to load (not found, an answer that failed) is the browser's to render.
      const { pathname, search } = new URL(url, 'http://localhost');
      const location = { pathname, search, hash: '', state: null, key: 'default' };
      const pages = pagePreparations(routes, { queryClient, store, prefetch: false });
      const ready = await pages.start(location).ready.then(
        () => true,
        () => false,
      );
      if (!ready) return undefined;
      // The page's modules are in now, with their dictionaries: their words in the reader's language too.
      await loadWords(context.language);
      const sheet = new ServerStyleSheet();
      const serverTitle: ServerTitle = {};
      try {
        const html = renderToString(
          sheet.collectStyles(
            <StrictMode>
              <ServerTitleContext.Provider value={serverTitle}>
                <App queryClient={queryClient} store={store}>
                  {/* The browser makes the page ready again from the same answers before it hydrates. */}
                  <PagePreparationsContext.Provider value={pages}>
                    <StaticRouter location={location}>
                      <ShopPages />
                    </StaticRouter>
                  </PagePreparationsContext.Provider>
                </App>
              </ServerTitleContext.Provider>
            </StrictMode>,
          ),
        );
        return {
          html,
          styles: sheet.getStyleTags(),
          title: serverTitle.title,
          queries: dehydrate(queryClient),
        };
      } finally {
        sheet.seal();
      }
    } finally {
      queryClient.clear();
    }
  });
};

import { htmlLang } from '@bookshop/contract';
import { configureApi, guestBasketAtom, languageAtom, providePageAnswers } from '@bookshop/data';
import { getDefaultStore } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { mirrorLanguageInCookie } from './languageCookie';
import { queryClient } from './queryClient';
import { routes } from './routes';
import { whenInteractive, whenReady } from './whenReady';

configureApi({ baseUrl: '/api' });
mirrorLanguageInCookie(getDefaultStore());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A page the server rendered came with the API answers it was rendered from (see the API's
// routes/shop.ts): the router's loaders read them instead of asking the API again.
const pageAnswersBlock = document.getElementById('page-answers');
const pageAnswers = pageAnswersBlock?.textContent;
if (pageAnswers) providePageAnswers(JSON.parse(pageAnswers));
// A signed-in reader's page was rendered from a guest's answers: once the page is theirs, the answers
// are asked again with their session, and their own parts (a book's rating) fill in.
if (pageAnswersBlock?.hasAttribute('data-personal'))
  void whenInteractive().then(() => queryClient.invalidateQueries());

const router = createBrowserRouter(routes);
const shop = (
  <StrictMode>
    <App>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);

/**
 * The server renders every page for a guest with an empty basket, in the language of the reader's
 * cookie (the page's `lang`). Another reader's first render differs (a basket, a language chosen before
 * the cookie mirrored it), so the browser renders that page afresh instead of hydrating it.
 */
function readsAsServerRendered(): boolean {
  const store = getDefaultStore();
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
  // The server's page stays on screen until the page's module and data are in, so that the first
  // render in the browser is the server's page again (hydration), not the router's empty fallback.
  void whenReady(router).then(() =>
    startTransition(() => {
      if (readsAsServerRendered()) hydrateRoot(root, shop);
      else createRoot(root).render(shop);
    }),
  );
}

import type { Language } from '@bookshop/contract';
import { configureApi, languageAtom, providePageAnswers } from '@bookshop/data';
import { getDefaultStore } from 'jotai';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App';
import { queryClient } from './queryClient';
import { routes } from './routes';
import { takeServerTitle } from './usePageTitle';

/**
 * A page as the server rendered it: the HTML inside `#root`, the `<style>` tags it needs, and the
 * document title it gives itself in the reader's language.
 */
export interface RenderedPage {
  html: string;
  styles: string;
  title?: string;
}

configureApi({ baseUrl: '/api' });
const handler = createStaticHandler(routes);
let lastRender: Promise<unknown> = Promise.resolve();

/**
 * The page at `path` as the browser's first render shows it to a guest reading `language`, made from the
 * API answers given by address (`/api/books?limit=10`); an answer not given is a failed call, the
 * server never goes to the network. None when the page is not a plain 200 (a redirect, a not-found,
 * an error): the browser renders those itself. Pages render one at a time, because they share the
 * shop's query client and the API client's answers.
 */
export function renderPage(
  path: string,
  answers: Record<string, unknown>,
  language: Language = 'esp',
): Promise<RenderedPage | undefined> {
  const rendered = lastRender.then(() => renderNow(path, answers, language));
  lastRender = rendered.catch(() => undefined);
  return rendered;
}

async function renderNow(
  path: string,
  answers: Record<string, unknown>,
  language: Language,
): Promise<RenderedPage | undefined> {
  // The query client starts empty: each render clears it when done. The store holds the reader's
  // language for this render only (there is no localStorage here: nothing is written).
  providePageAnswers(answers);
  const store = getDefaultStore();
  store.set(languageAtom, language);
  takeServerTitle();
  try {
    const context = await handler.query(new Request(new URL(path, 'http://localhost')));
    if (context instanceof Response || context.statusCode !== 200 || context.errors) return undefined;
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(
        sheet.collectStyles(
          <StrictMode>
            <App>
              {/* No hydration script: the browser's router loads the page again from the same answers. */}
              <StaticRouterProvider
                router={createStaticRouter(handler.dataRoutes, context)}
                context={context}
                hydrate={false}
              />
            </App>
          </StrictMode>,
        ),
      );
      return { html, styles: sheet.getStyleTags(), title: takeServerTitle() };
    } finally {
      sheet.seal();
    }
  } finally {
    providePageAnswers({});
    queryClient.clear();
    store.set(languageAtom, 'esp');
  }
}

import { configureApi, providePageAnswers } from '@bookshop/data';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App';
import { queryClient } from './queryClient';
import { routes } from './routes';

/** A page as the server rendered it: the HTML inside `#root` and the `<style>` tags it needs. */
export interface RenderedPage {
  html: string;
  styles: string;
}

configureApi({ baseUrl: '/api' });
const handler = createStaticHandler(routes);
let lastRender: Promise<unknown> = Promise.resolve();

/**
 * The page at `path` as the browser's first render shows it to a guest reading Spanish, made from the
 * API answers given by address (`/api/books?limit=10`); an answer not given is a failed call, the
 * server never goes to the network. None when the page is not a plain 200 (a redirect, a not-found,
 * an error): the browser renders those itself. Pages render one at a time, because they share the
 * shop's query client and the API client's answers.
 */
export function renderPage(
  path: string,
  answers: Record<string, unknown>,
): Promise<RenderedPage | undefined> {
  const rendered = lastRender.then(() => renderNow(path, answers));
  lastRender = rendered.catch(() => undefined);
  return rendered;
}

async function renderNow(path: string, answers: Record<string, unknown>): Promise<RenderedPage | undefined> {
  // The query client starts empty: each render clears it when done.
  providePageAnswers(answers);
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
      return { html, styles: sheet.getStyleTags() };
    } finally {
      sheet.seal();
    }
  } finally {
    providePageAnswers({});
    queryClient.clear();
  }
}

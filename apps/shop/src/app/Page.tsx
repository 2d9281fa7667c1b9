import { startTransition, use, useContext, useReducer } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteError } from '../layout/RouteError';
import { loadedPage, loadPage, type PageImport, PagePreparationsContext } from './pages';

/**
 * A route's page: it renders once its module and its data are in for the address shown. Until then it
 * suspends: a navigation keeps the page left behind on screen (the router switches in a transition), a
 * first render shows the frame's empty page area.
 */
export function Page({ page }: { page: PageImport }) {
  const preparations = useContext(PagePreparationsContext);
  const location = useLocation();
  const [, retried] = useReducer((count: number) => count + 1, 0);
  if (!preparations) throw new Error('A page renders only inside the shop router or a server render');
  const preparation = preparations.of(location);
  // Shown here, not thrown to the frame's error boundary: React reports to the console every error a
  // boundary catches, and an address that names nothing, or an answer that failed, is no fault of the
  // page's code. A retry keeps the message on screen until the page is ready again.
  if (preparation.state === 'failed') {
    const retry = () =>
      startTransition(() => {
        preparations.start(location);
        retried();
      });
    return <RouteError error={preparation.error} onRetry={retry} />;
  }
  if (preparation.state === 'loading') use(preparation.ready);
  const { Component } = loadedPage(page) ?? use(loadPage(page));
  return <Component />;
}

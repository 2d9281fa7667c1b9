import { use, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { loadedPage, loadPage, type PageImport, PagePreparationsContext } from './pages';

/**
 * A route's page: it renders once its module and its data are in for the address shown. Until then it
 * suspends: a navigation keeps the page left behind on screen (the router switches in a transition), a
 * first render shows the frame's empty page area. A failed load is thrown to the frame's error boundary.
 */
export function Page({ page }: { page: PageImport }) {
  const preparations = useContext(PagePreparationsContext);
  const location = useLocation();
  if (!preparations) throw new Error('A page renders only inside the shop router or a server render');
  const preparation = preparations.of(location);
  if (preparation.state === 'failed') throw preparation.error;
  if (preparation.state === 'loading') use(preparation.ready);
  const { Component } = loadedPage(page) ?? use(loadPage(page));
  return <Component />;
}

import { createContext, type ReactNode, useContext, useLayoutEffect, useState, useTransition } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
  Router,
} from 'react-router-dom';
import { type PagePreparations, PagePreparationsContext } from './pages';

/** The browser's history of this visit, which the shop's router follows. */
export type ShopHistory = ReturnType<typeof createBrowserHistory>;

/** A visit's history; its entries notify the router of every move (pushes too, not only Back). */
export const createShopHistory = (): ShopHistory => createBrowserHistory({ v5Compat: true });

const LoadingPage = createContext<Location | null>(null);

/** The address whose page is loading while the one shown stays on screen, or null. */
export const useLoadingPage = () => useContext(LoadingPage);

/**
 * The browser's router: React Router's plain `Router` over the visit's history, without its data
 * router (loaders, fetchers, actions: 17 KB gzip on every first load). A move starts making the next
 * page ready at once (its module and loaders, `pages.ts`) and shows it in a transition, so the page
 * left behind stays on screen, answering, until the next one can render; meanwhile `useLoadingPage`
 * names the address on its way.
 */
export function ShopRouter({
  history,
  pages,
  children,
}: {
  history: ShopHistory;
  pages: PagePreparations;
  children: ReactNode;
}) {
  const [shown, show] = useState<{ location: Location; action: NavigationType }>({
    location: history.location,
    action: history.action,
  });
  const [loading, setLoading] = useState<Location | null>(null);
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ location, action }) => {
        pages.start(location);
        setLoading(location);
        const switchPage = () => {
          // A later move already switched (Back, then at once a link).
          if (history.location.key !== location.key) return;
          startTransition(() => show({ location, action }));
        };
        // React renders a transition begun in Back's or Forward's event (popstate) at once, and shows the
        // frame's empty page area when the page is not ready: begun a task later, the page left behind
        // stays until then, and the page's scroll is restored once it is drawn in full.
        if (action === 'POP') setTimeout(switchPage);
        else switchPage();
      }),
    [history, pages],
  );
  return (
    <PagePreparationsContext.Provider value={pages}>
      <LoadingPage.Provider value={pending ? loading : null}>
        <Router location={shown.location} navigationType={shown.action} navigator={history}>
          {children}
        </Router>
      </LoadingPage.Provider>
    </PagePreparationsContext.Provider>
  );
}

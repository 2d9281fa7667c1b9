import { shopPages, shopPaths, type TextPageName } from '@bookshop/contract';
import { Navigate, useRoutes } from 'react-router-dom';
import { RootLayout } from '../layout/RootLayout';
import { Page } from './Page';
import type { PageImport, ShopRoute } from './pages';

/**
 * What the server learns of a page from its route (`renderPage.tsx`): its module's source file as the
 * build manifest names it (the page preloads that module's files), and whether the server renders it
 * (the pages search engines, link previews and most first visits land on; the others render in the
 * browser over a skeleton). `routes.test.ts` checks that `module` is the module the route loads.
 */
export interface PageHandle {
  module: string;
  serverRendered: boolean;
}
const handle = (module: string, serverRendered: boolean): PageHandle => ({
  module: `src/${module}.tsx`,
  serverRendered,
});

/** The route of a page at `path`, lazily loaded from its own module. */
const pageRoute = (path: string, page: PageImport, pageHandle?: PageHandle): ShopRoute => ({
  path,
  page,
  element: <Page page={page} />,
  handle: pageHandle,
});

const textPage = (name: TextPageName) =>
  pageRoute(shopPages[name], () => import('../features/text-pages/textPage'));

/**
 * Every route of SPEC section 2; each page is its own lazily loaded module. The browser's router
 * (`main.tsx`) and the server's page renderer (`renderPage.tsx`) both use them. Their patterns are the
 * contract's `shopPages`, which the server also reads to answer an unknown address with a 404.
 */
export const routes: ShopRoute[] = [
  {
    path: shopPages.home,
    // The frame: a page's errors show inside it, so the header and navigation stay usable.
    element: <RootLayout />,
    children: [
      { index: true, element: <Navigate to={shopPaths.main()} replace /> },
      pageRoute(
        shopPages.main,
        () => import('../features/catalogue/main'),
        handle('features/catalogue/main', true),
      ),
      pageRoute(
        shopPages.category,
        () => import('../features/catalogue/category'),
        handle('features/catalogue/category', true),
      ),
      pageRoute(
        shopPages.book,
        () => import('../features/catalogue/book'),
        handle('features/catalogue/book', true),
      ),
      pageRoute(
        shopPages.author,
        () => import('../features/catalogue/creator'),
        handle('features/catalogue/creator', false),
      ),
      pageRoute(
        shopPages.publisher,
        () => import('../features/catalogue/creator'),
        handle('features/catalogue/creator', false),
      ),
      pageRoute(shopPages.basket, () => import('../features/orders/basket')),
      pageRoute(
        shopPages.search,
        () => import('../features/catalogue/search'),
        handle('features/catalogue/search', true),
      ),
      pageRoute(shopPages.contacts, () => import('../features/text-pages/contacts')),
      textPage('about_us'),
      textPage('for_authors'),
      textPage('for_publishing_houses'),
      textPage('return'),
      textPage('delivery'),
      textPage('legal_notice'),
      textPage('privacy'),
      textPage('cookies'),
      pageRoute(shopPages.signIn, () => import('../features/account/signIn')),
      pageRoute(shopPages.signUp, () => import('../features/account/signUp')),
      { path: shopPages.myAccount, element: <Navigate to={shopPaths.myOrders()} replace /> },
      pageRoute(shopPages.myAccountPages, () => import('../features/account/account')),
      pageRoute(shopPages.admin, () => import('../features/back-office/admin')),
      pageRoute(shopPages.adminBooks, () => import('../features/back-office/adminBooks')),
      pageRoute(shopPages.adminBook, () => import('../features/back-office/adminBook')),
      // Accounts (issue 19): the pages the mails link to.
      pageRoute(shopPages.activate, () => import('../features/account/activate')),
      pageRoute(shopPages.forgotPassword, () => import('../features/account/forgotPassword')),
      pageRoute(shopPages.resetPassword, () => import('../features/account/resetPassword')),
      // The audit log, moderation, users, authors and publishers (issue 20).
      pageRoute(shopPages.adminAudit, () => import('../features/back-office/adminAudit')),
      pageRoute(shopPages.adminComments, () => import('../features/back-office/adminComments')),
      pageRoute(shopPages.adminUsers, () => import('../features/back-office/adminUsers')),
      pageRoute(shopPages.adminAuthors, () => import('../features/back-office/adminAuthors')),
      pageRoute(shopPages.adminAuthor, () => import('../features/back-office/adminAuthor')),
      pageRoute(shopPages.adminPublishers, () => import('../features/back-office/adminPublishers')),
      pageRoute(shopPages.adminPublisher, () => import('../features/back-office/adminPublisher')),
      // The catalogue (issue 38): imports, and the pages a stock alert's mails link to.
      pageRoute(shopPages.adminImports, () => import('../features/back-office/adminImports')),
      pageRoute(shopPages.adminSlider, () => import('../features/back-office/adminSlider')),
      // Delivery (issue 37): the table of zones and prices.
      pageRoute(shopPages.adminDelivery, () => import('../features/back-office/adminDelivery')),
      pageRoute(shopPages.confirmStockAlert, () => import('../features/catalogue/stockAlert')),
      pageRoute(shopPages.unsubscribeStockAlert, () => import('../features/catalogue/stockAlert')),
      // A guest's order behind its private link (issue 37).
      pageRoute(shopPages.followOrder, () => import('../features/orders/GuestOrderFollow')),
      pageRoute('*', () => import('../layout/notFound'), handle('layout/notFound', true)),
    ],
  },
];

/** The page of the address shown, in its frame. */
export function ShopPages() {
  return useRoutes(routes);
}

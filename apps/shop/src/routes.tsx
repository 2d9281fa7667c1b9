import { shopPages, shopPaths, type TextPageName } from '@bookshop/contract';
import { Navigate, type RouteObject } from 'react-router-dom';
import styled from 'styled-components';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';

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
const page = (module: string, serverRendered: boolean): { handle: PageHandle } => ({
  handle: { module: `src/routes/${module}.tsx`, serverRendered },
});

const textPage = (name: TextPageName) => ({ path: shopPages[name], lazy: () => import('./routes/textPage') });

/**
 * While the first page's module and data load, the frame shows with an empty page area a screen
 * tall, so that the footer does not show at the top and then jump down (a layout shift).
 */
const PageLoading = styled.div`
  min-height: 100vh;
`;

/**
 * Every route of SPEC section 2; each page is its own lazily loaded module. The browser's router
 * (`main.tsx`) and the server's page renderer (`renderPage.tsx`) both use them. Their patterns are the
 * contract's `shopPages`, which the server also reads to answer an unknown address with a 404.
 */
export const routes: RouteObject[] = [
  {
    path: shopPages.home,
    element: <RootLayout />,
    children: [
      {
        // Errors show inside the layout, so the header and navigation stay usable.
        errorElement: <RouteError />,
        // Named, so React Router does not warn on every first load (about 25 ms on a throttled phone).
        HydrateFallback: PageLoading,
        children: [
          { index: true, element: <Navigate to={shopPaths.main()} replace /> },
          { path: shopPages.main, lazy: () => import('./routes/main'), ...page('main', true) },
          { path: shopPages.category, lazy: () => import('./routes/category'), ...page('category', true) },
          { path: shopPages.book, lazy: () => import('./routes/book'), ...page('book', true) },
          { path: shopPages.author, lazy: () => import('./routes/creator'), ...page('creator', false) },
          { path: shopPages.publisher, lazy: () => import('./routes/creator'), ...page('creator', false) },
          { path: shopPages.basket, lazy: () => import('./routes/basket') },
          { path: shopPages.search, lazy: () => import('./routes/search'), ...page('search', true) },
          { path: shopPages.contacts, lazy: () => import('./routes/contacts') },
          textPage('about_us'),
          textPage('for_authors'),
          textPage('for_publishing_houses'),
          textPage('return'),
          textPage('delivery'),
          textPage('legal_notice'),
          textPage('privacy'),
          textPage('cookies'),
          { path: shopPages.signIn, lazy: () => import('./routes/signIn') },
          { path: shopPages.signUp, lazy: () => import('./routes/signUp') },
          { path: shopPages.myAccount, element: <Navigate to={shopPaths.myOrders()} replace /> },
          { path: shopPages.myAccountPages, lazy: () => import('./routes/account') },
          { path: shopPages.admin, lazy: () => import('./routes/admin') },
          { path: shopPages.adminBooks, lazy: () => import('./routes/adminBooks') },
          { path: shopPages.adminBook, lazy: () => import('./routes/adminBook') },
          // Accounts (issue 19): the pages the mails link to.
          { path: shopPages.activate, lazy: () => import('./routes/activate') },
          { path: shopPages.forgotPassword, lazy: () => import('./routes/forgotPassword') },
          { path: shopPages.resetPassword, lazy: () => import('./routes/resetPassword') },
          // The audit log, moderation, users, authors and publishers (issue 20).
          { path: shopPages.adminAudit, lazy: () => import('./routes/adminAudit') },
          { path: shopPages.adminComments, lazy: () => import('./routes/adminComments') },
          { path: shopPages.adminUsers, lazy: () => import('./routes/adminUsers') },
          { path: shopPages.adminAuthors, lazy: () => import('./routes/adminAuthors') },
          { path: shopPages.adminAuthor, lazy: () => import('./routes/adminAuthor') },
          { path: shopPages.adminPublishers, lazy: () => import('./routes/adminPublishers') },
          { path: shopPages.adminPublisher, lazy: () => import('./routes/adminPublisher') },
          // The catalogue (issue 38): imports, and the pages a stock alert's mails link to.
          { path: shopPages.adminImports, lazy: () => import('./routes/adminImports') },
          { path: shopPages.confirmStockAlert, lazy: () => import('./routes/stockAlert') },
          { path: shopPages.unsubscribeStockAlert, lazy: () => import('./routes/stockAlert') },
          { path: '*', lazy: () => import('./routes/notFound'), ...page('notFound', true) },
        ],
      },
    ],
  },
];

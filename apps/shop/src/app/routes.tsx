import { shopPages, shopPaths, type TextPageName } from '@bookshop/contract';
import { Navigate, type RouteObject } from 'react-router-dom';
import styled from 'styled-components';
import { RootLayout } from '../layout/RootLayout';
import { RouteError } from '../layout/RouteError';

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
  handle: { module: `src/${module}.tsx`, serverRendered },
});

const textPage = (name: TextPageName) => ({
  path: shopPages[name],
  lazy: () => import('../features/text-pages/textPage'),
});

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
          {
            path: shopPages.main,
            lazy: () => import('../features/catalogue/main'),
            ...page('features/catalogue/main', true),
          },
          {
            path: shopPages.category,
            lazy: () => import('../features/catalogue/category'),
            ...page('features/catalogue/category', true),
          },
          {
            path: shopPages.book,
            lazy: () => import('../features/catalogue/book'),
            ...page('features/catalogue/book', true),
          },
          {
            path: shopPages.author,
            lazy: () => import('../features/catalogue/creator'),
            ...page('features/catalogue/creator', false),
          },
          {
            path: shopPages.publisher,
            lazy: () => import('../features/catalogue/creator'),
            ...page('features/catalogue/creator', false),
          },
          { path: shopPages.basket, lazy: () => import('../features/orders/basket') },
          {
            path: shopPages.search,
            lazy: () => import('../features/catalogue/search'),
            ...page('features/catalogue/search', true),
          },
          { path: shopPages.contacts, lazy: () => import('../features/text-pages/contacts') },
          textPage('about_us'),
          textPage('for_authors'),
          textPage('for_publishing_houses'),
          textPage('return'),
          textPage('delivery'),
          textPage('legal_notice'),
          textPage('privacy'),
          textPage('cookies'),
          { path: shopPages.signIn, lazy: () => import('../features/account/signIn') },
          { path: shopPages.signUp, lazy: () => import('../features/account/signUp') },
          { path: shopPages.myAccount, element: <Navigate to={shopPaths.myOrders()} replace /> },
          { path: shopPages.myAccountPages, lazy: () => import('../features/account/account') },
          { path: shopPages.admin, lazy: () => import('../features/back-office/admin') },
          { path: shopPages.adminBooks, lazy: () => import('../features/back-office/adminBooks') },
          { path: shopPages.adminBook, lazy: () => import('../features/back-office/adminBook') },
          // Accounts (issue 19): the pages the mails link to.
          { path: shopPages.activate, lazy: () => import('../features/account/activate') },
          { path: shopPages.forgotPassword, lazy: () => import('../features/account/forgotPassword') },
          { path: shopPages.resetPassword, lazy: () => import('../features/account/resetPassword') },
          // The audit log, moderation, users, authors and publishers (issue 20).
          { path: shopPages.adminAudit, lazy: () => import('../features/back-office/adminAudit') },
          { path: shopPages.adminComments, lazy: () => import('../features/back-office/adminComments') },
          { path: shopPages.adminUsers, lazy: () => import('../features/back-office/adminUsers') },
          { path: shopPages.adminAuthors, lazy: () => import('../features/back-office/adminAuthors') },
          { path: shopPages.adminAuthor, lazy: () => import('../features/back-office/adminAuthor') },
          { path: shopPages.adminPublishers, lazy: () => import('../features/back-office/adminPublishers') },
          { path: shopPages.adminPublisher, lazy: () => import('../features/back-office/adminPublisher') },
          // The catalogue (issue 38): imports, and the pages a stock alert's mails link to.
          { path: shopPages.adminImports, lazy: () => import('../features/back-office/adminImports') },
          { path: shopPages.adminSlider, lazy: () => import('../features/back-office/adminSlider') },
          // Delivery (issue 37): the table of zones and prices.
          { path: shopPages.adminDelivery, lazy: () => import('../features/back-office/adminDelivery') },
          { path: shopPages.confirmStockAlert, lazy: () => import('../features/catalogue/stockAlert') },
          { path: shopPages.unsubscribeStockAlert, lazy: () => import('../features/catalogue/stockAlert') },
          // A guest's order behind its private link (issue 37).
          { path: shopPages.followOrder, lazy: () => import('../features/orders/GuestOrderFollow') },
          { path: '*', lazy: () => import('../layout/notFound'), ...page('layout/notFound', true) },
        ],
      },
    ],
  },
];

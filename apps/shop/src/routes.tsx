import { Navigate, type RouteObject } from 'react-router-dom';
import styled from 'styled-components';
import type { TextPageName } from './i18n/textPages';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';

const textPage = (path: TextPageName) => ({ path, lazy: () => import('./routes/textPage') });

/**
 * While the first page's module and data load, the frame shows with an empty page area a screen
 * tall, so that the footer does not show at the top and then jump down (a layout shift).
 */
const PageLoading = styled.div`
  min-height: 100vh;
`;

/**
 * Every route of SPEC section 2; each page is its own lazily loaded module. The browser's router
 * (`main.tsx`) and the server's page renderer (`renderPage.tsx`) both use them.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        // Errors show inside the layout, so the header and navigation stay usable.
        errorElement: <RouteError />,
        // Named, so React Router does not warn on every first load (about 25 ms on a throttled phone).
        HydrateFallback: PageLoading,
        children: [
          { index: true, element: <Navigate to="/main" replace /> },
          { path: 'main', lazy: () => import('./routes/main') },
          { path: 'books/categories/:category', lazy: () => import('./routes/category') },
          { path: 'books/:id/:name?', lazy: () => import('./routes/book') },
          {
            path: 'authors/:id/:name?',
            lazy: () => import('./routes/entity'),
          },
          {
            path: 'publishers/:id/:name?',
            lazy: () => import('./routes/entity'),
          },
          { path: 'basket', lazy: () => import('./routes/basket') },
          { path: 'search/:name', lazy: () => import('./routes/search') },
          { path: 'contacts', lazy: () => import('./routes/contacts') },
          textPage('about_us'),
          textPage('for_authors'),
          textPage('for_publishing_houses'),
          textPage('return'),
          textPage('delivery'),
          { path: 'sign_in', lazy: () => import('./routes/signIn') },
          { path: 'sign_up', lazy: () => import('./routes/signUp') },
          { path: 'my_account', element: <Navigate to="/my_account/my_orders" replace /> },
          { path: 'my_account/*', lazy: () => import('./routes/account') },
          { path: 'admin', lazy: () => import('./routes/admin') },
          { path: '*', lazy: () => import('./routes/notFound') },
        ],
      },
    ],
  },
];

import { createBrowserRouter, Navigate } from 'react-router-dom';
import { RootLayout } from './layout/RootLayout';
import { RouteError } from './layout/RouteError';

/** Every route of the shop; each page is its own lazily loaded module with a loader. */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/main" replace /> },
      { path: 'main', lazy: () => import('./routes/main') },
      { path: '*', lazy: () => import('./routes/notFound') },
    ],
  },
]);

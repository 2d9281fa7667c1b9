import { BookshopThemeProvider, type LinkProps, LinkProvider } from '@bookshop/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { Link as RouterLink, RouterProvider } from 'react-router-dom';
import { queryClient } from './queryClient';
import { router } from './router';

/** The kit's links navigate inside the app instead of reloading the page. */
function AppLink({ href, ...props }: LinkProps) {
  return <RouterLink to={href} {...props} />;
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      {/* The font is loaded by the layout once the first page is on screen. */}
      <BookshopThemeProvider font={false}>
        <LinkProvider component={AppLink}>
          <RouterProvider router={router} />
        </LinkProvider>
      </BookshopThemeProvider>
    </QueryClientProvider>
  );
}

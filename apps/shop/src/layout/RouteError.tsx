import { shopPaths } from '@bookshop/contract';
import { ApiError } from '@bookshop/data';
import { NotFound } from '@bookshop/ui';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router-dom';
import { useWords } from '../i18n/useWords';
import { LoadFailed } from './LoadFailed';

/** A failed page: not-found for what does not exist, otherwise a message with a retry, never blank. */
export function RouteError() {
  const error = useRouteError();
  const { words } = useWords();
  const revalidator = useRevalidator();
  const missing =
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof ApiError && error.status === 404);

  if (missing) return <NotFound href={shopPaths.main()} />;
  return <LoadFailed asPageTitle message={words.loadError} onRetry={() => revalidator.revalidate()} />;
}

import { shopPaths } from '@bookshop/contract';
import { NotFound } from '@bookshop/ui';
import { useWords } from '../i18n/useWords';
import { LoadFailed } from './LoadFailed';
import { isMissing } from './pageNotFound';

/** A failed page: not-found for what does not exist, otherwise a message with a retry, never blank. */
export function RouteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { words } = useWords();
  if (isMissing(error)) return <NotFound href={shopPaths.main()} />;
  return <LoadFailed asPageTitle message={words.loadError} onRetry={onRetry} />;
}

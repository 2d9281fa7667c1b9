import { shopPaths } from '@bookshop/contract';
import { NotFound } from '@bookshop/ui';
import { useWords } from '../i18n/useWords';
import { usePageTitle } from './usePageTitle';

export function Component() {
  const { words } = useWords();
  usePageTitle(words.notFound.title);
  return <NotFound href={shopPaths.main()} />;
}

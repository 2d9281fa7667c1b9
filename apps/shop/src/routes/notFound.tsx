import { NotFound } from '@bookshop/ui';
import { useWords } from '../i18n/useWords';
import { usePageTitle } from '../usePageTitle';

export function Component() {
  const { words } = useWords();
  usePageTitle(words.notFoundTitle);
  return <NotFound title={words.notFoundTitle} text={words.notFoundText} linkLabel={words.backToMain} />;
}

import { useEffect } from 'react';
import { useWords } from './i18n/useWords';

/** Sets the document title to "page - site" in the current language. */
export function usePageTitle(page: string) {
  const { words } = useWords();
  useEffect(() => {
    document.title = `${page} - ${words.siteTitle}`;
  }, [page, words.siteTitle]);
}

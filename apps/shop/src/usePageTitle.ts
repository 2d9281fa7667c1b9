import { useEffect } from 'react';
import { useWords } from './i18n/useWords';

/** The title of the page last rendered on the server, where no effect runs (see `renderPage.tsx`). */
let serverTitle: string | undefined;

/** The title the page rendered on the server asked for, if any; the next render starts without one. */
export function takeServerTitle(): string | undefined {
  const title = serverTitle;
  serverTitle = undefined;
  return title;
}

/** Sets the document title to "page - site" in the current language. */
export function usePageTitle(page: string) {
  const { words } = useWords();
  if (import.meta.env.SSR) serverTitle = `${page} - ${words.siteTitle}`;
  useEffect(() => {
    document.title = `${page} - ${words.siteTitle}`;
  }, [page, words.siteTitle]);
}

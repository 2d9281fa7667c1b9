import { createContext, useContext, useEffect } from 'react';
import { useWords } from '../i18n/useWords';

/** Where a server render keeps the title its page asked for (no effect runs there; see `renderPage.tsx`). */
export interface ServerTitle {
  title?: string;
}

/** Given by each server render, its own; none in the browser. */
export const ServerTitleContext = createContext<ServerTitle | undefined>(undefined);

/** Sets the document title to "page - site" in the current language. */
export function usePageTitle(page: string) {
  const { words } = useWords();
  const serverTitle = useContext(ServerTitleContext);
  if (serverTitle) serverTitle.title = `${page} - ${words.siteTitle}`;
  useEffect(() => {
    document.title = `${page} - ${words.siteTitle}`;
  }, [page, words.siteTitle]);
}

import { shopPaths } from '@bookshop/contract';
import { useCurrentUser } from '@bookshop/data';
import { NotFound, Spinner } from '@bookshop/ui';
import type { ReactNode } from 'react';
import { useWords } from '../../i18n/useWords';
import { usePageTitle } from '../../layout/usePageTitle';

/** The back office's pages are for admins only; anyone else gets the not-found page (the server checks too). */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const { words } = useWords();
  const { data: user, isPending } = useCurrentUser();
  usePageTitle(user?.role === 'admin' ? title : words.notFound.title);
  if (isPending) return <Spinner />;
  if (user?.role !== 'admin') return <NotFound href={shopPaths.main()} />;
  return children;
}

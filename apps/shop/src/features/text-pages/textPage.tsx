import type { TextPageName } from '@bookshop/contract';
import { inLanguage } from '@bookshop/contract';
import { TextPage } from '@bookshop/ui';
import { useLocation } from 'react-router-dom';
import { useWords } from '../../i18n/useWords';
import { usePageTitle } from '../../layout/usePageTitle';
import { textPages } from './textPages';

/** About us, for authors, for publishing houses, return and delivery: one layout, their own paragraphs. */
export function Component() {
  // The address names the page: `/about_us`, `/return`, ...
  const name = useLocation().pathname.slice(1) as TextPageName;
  const { language } = useWords();
  const page = inLanguage(textPages[name], language);
  usePageTitle(page.title);
  return <TextPage title={page.title} paragraphs={page.paragraphs} />;
}

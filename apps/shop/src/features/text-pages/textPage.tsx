import type { TextPageName } from '@bookshop/contract';
import { inLanguage } from '@bookshop/contract';
import { TextPage } from '@bookshop/ui';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { useWords } from '../../i18n/useWords';
import { usePageTitle } from '../../layout/usePageTitle';
import { textPages } from './textPages';

/** The address names the page: `/about_us`, `/return`, ... */
export function loader({ request }: LoaderFunctionArgs): TextPageName {
  return new URL(request.url).pathname.slice(1) as TextPageName;
}

/** About us, for authors, for publishing houses, return and delivery: one layout, their own paragraphs. */
export function Component() {
  const name = useLoaderData<typeof loader>();
  const { language } = useWords();
  const page = inLanguage(textPages[name], language);
  usePageTitle(page.title);
  return <TextPage title={page.title} paragraphs={page.paragraphs} />;
}

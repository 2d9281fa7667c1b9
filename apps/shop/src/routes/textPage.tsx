import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import styled from 'styled-components';
import { type TextPageName, textPages } from '../i18n/textPages';
import { useWords } from '../i18n/useWords';
import { PageTitle } from '../layout/PageTitle';
import { usePageTitle } from '../usePageTitle';

/** The address names the page: `/about_us`, `/return`, ... */
export function loader({ request }: LoaderFunctionArgs): TextPageName {
  return new URL(request.url).pathname.slice(1) as TextPageName;
}

/** About us, for authors, for publishing houses, return and delivery: one layout, their own paragraphs. */
export function Component() {
  const name = useLoaderData<typeof loader>();
  const { language } = useWords();
  const page = textPages[name][language];
  usePageTitle(page.title);

  return (
    <Article aria-labelledby="text-page-title">
      <PageTitle id="text-page-title">{page.title}</PageTitle>
      {page.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Article>
  );
}

const Article = styled.article`
  max-width: 70ch;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

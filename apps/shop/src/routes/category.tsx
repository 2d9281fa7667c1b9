import { isCategory } from '@bookshop/contract';
import { categoryBooksQuery } from '@bookshop/data';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { categoryName } from '../i18n/categories';
import { useWords } from '../i18n/useWords';
import { BookGrid } from '../layout/BookGrid';
import { PageTitle } from '../layout/PageTitle';
import { queryClient } from '../queryClient';
import { usePageTitle } from '../usePageTitle';
import { notFound } from './notFoundResponse';

/**
 * Books a category shows at first: two rows on a wide screen, several screens on a phone. Building all
 * of a large category's cards at once made the page's first render long enough to block input.
 */
const BOOKS_PER_PAGE = 12;

export async function loader({ params }: LoaderFunctionArgs) {
  const { category } = params;
  if (!isCategory(category)) throw notFound();
  await queryClient.ensureQueryData(categoryBooksQuery(category));
  return category;
}

export function Component() {
  const category = useLoaderData<typeof loader>();
  const { words, language } = useWords();
  const { data: books } = useSuspenseQuery(categoryBooksQuery(category));
  const title = categoryName(category, language);
  usePageTitle(title);

  return (
    <section aria-labelledby="category-title">
      <PageTitle id="category-title">{title}</PageTitle>
      {/* Keyed by category: another category starts again at its first page. */}
      <BookGrid
        key={category}
        books={books}
        emptyText={words.noBooksInCategory}
        headingLevel={2}
        pageSize={BOOKS_PER_PAGE}
      />
    </section>
  );
}

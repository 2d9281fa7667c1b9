import {
  BOOK_SORTS,
  type Category,
  categoryTrail,
  isCategory,
  readBookListSearch,
  shopPaths,
} from '@bookshop/contract';
import { bookListQuery, languageAtom } from '@bookshop/data';
import { Breadcrumbs } from '@bookshop/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import type { PageLoaderArgs } from '../../app/pages';
import { useLoadingPage } from '../../app/ShopRouter';
import { useAreaWords } from '../../i18n/area';
import { categoryCrumbs, categoryName } from '../../i18n/categories';
import { PageTitle } from '../../layout/PageTitle';
import { PageNotFound } from '../../layout/pageNotFound';
import { usePageTitle } from '../../layout/usePageTitle';
import { BookGrid } from './BookGrid';
import { BookList } from './BookList';
import { catalogueWords } from './catalogueWords';

/** A category offers every order but a search's best match. */
const sorts = BOOK_SORTS.filter((sort) => sort !== 'relevance');

/** The page of the list the address names (`?sort=price_asc&language=esp&page=2`), read leniently. */
export async function loader({ params, url, context }: PageLoaderArgs) {
  const { category } = params;
  if (!isCategory(category)) throw new PageNotFound();
  const { queryClient, store } = context;
  const list = readBookListSearch(url.searchParams, {
    category,
    readerLanguage: store.get(languageAtom),
  });
  await queryClient.ensureQueryData(bookListQuery(list));
}

export function Component() {
  // The loader let no other address through.
  const { category } = useParams();
  if (!isCategory(category)) throw new PageNotFound();
  return <CategoryPage category={category} />;
}

function CategoryPage({ category }: { category: Category }) {
  const [params] = useSearchParams();
  const { words, language } = useAreaWords(catalogueWords);
  const list = useMemo(
    () => readBookListSearch(params, { category, readerLanguage: language }),
    [params, category, language],
  );
  const { data, isPlaceholderData } = useQuery(bookListQuery(list));
  // The route's loader fetches the next page before it shows: until then the page shown stays,
  // dimmed and marked busy (another sort, filter or page of this same category).
  const loading = useLoadingPage();
  const { pathname } = useLocation();
  const nextPage = loading?.pathname === pathname;
  const title = categoryName(category, language);
  usePageTitle(title);
  // The category itself is the current page: the last step, not a link.
  const crumbs = categoryCrumbs(categoryTrail(category), language).map((crumb, index, all) =>
    index === all.length - 1 ? { label: crumb.label } : crumb,
  );

  return (
    <section aria-labelledby="category-title">
      <Breadcrumbs items={crumbs} />
      <PageTitle id="category-title">{title}</PageTitle>
      {data ? (
        <BookList
          list={list}
          answer={data}
          loading={isPlaceholderData || nextPage}
          href={(next) => shopPaths.category(category, next)}
          categoryHref={(other: Category, next) => shopPaths.category(other, next)}
          sorts={sorts}
          emptyText={words.noBooksInCategory}
        />
      ) : (
        <BookGrid books={[]} loading emptyText={words.noBooksInCategory} headingLevel={2} />
      )}
    </section>
  );
}

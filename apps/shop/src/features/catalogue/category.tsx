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
import {
  type LoaderFunctionArgs,
  useLoaderData,
  useLocation,
  useNavigation,
  useSearchParams,
} from 'react-router-dom';
import { shopData } from '../../app/shopContext';
import { useAreaWords } from '../../i18n/area';
import { categoryCrumbs, categoryName } from '../../i18n/categories';
import { notFound } from '../../layout/notFoundResponse';
import { PageTitle } from '../../layout/PageTitle';
import { usePageTitle } from '../../layout/usePageTitle';
import { BookGrid } from './BookGrid';
import { BookList } from './BookList';
import { catalogueWords } from './catalogueWords';

/** A category offers every order but a search's best match. */
const sorts = BOOK_SORTS.filter((sort) => sort !== 'relevance');

/** The page of the list the address names (`?sort=price_asc&language=esp&page=2`), read leniently. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const { category } = params;
  if (!isCategory(category)) throw notFound();
  const { queryClient, store } = shopData(context);
  const list = readBookListSearch(new URL(request.url).searchParams, {
    category,
    readerLanguage: store.get(languageAtom),
  });
  await queryClient.ensureQueryData(bookListQuery(list));
  return category;
}

export function Component() {
  const category = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const { words, language } = useAreaWords(catalogueWords);
  const list = useMemo(
    () => readBookListSearch(params, { category, readerLanguage: language }),
    [params, category, language],
  );
  const { data, isPlaceholderData } = useQuery(bookListQuery(list));
  // The route's loader fetches the next page before the address changes: until then the page shown
  // stays, dimmed and marked busy (another sort, filter or page of this same category).
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const nextPage = navigation.state === 'loading' && navigation.location.pathname === pathname;
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

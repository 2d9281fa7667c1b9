import {
  type BookFacets,
  type BookListQuery,
  type BookListRequest,
  type BookSort,
  bookListFilters,
  type Category,
  type Language,
} from '@bookshop/contract';
import type { Book } from '@bookshop/data';
import {
  FilterDrawer,
  type FilterGroup,
  FilterPanel,
  Pagination,
  ResultCount,
  SortSelect,
  vars,
} from '@bookshop/ui';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { categoryName } from '../../i18n/categories';
import type { Words } from '../../i18n/words';
import { keepScroll } from '../../layout/ScrollPositions';
import { BookGrid } from './BookGrid';
import { type CatalogueWords, catalogueWords } from './catalogueWords';

/** One page of a list as the API answers it (a category's or a search's books). */
export interface BookListPage {
  books: Book[];
  total: number;
  facets: BookFacets;
  /** A search matched more books than it ranks: `total` counts the ranked ones. */
  truncated?: boolean;
}

export interface BookListProps {
  /** The list shown: read from the page's address. */
  list: BookListQuery;
  answer: BookListPage;
  /** The next list is loading; the page shown stays until it comes. */
  loading: boolean;
  /** The shop's address of another list of the same page (another sort, filter or page). */
  href: (list: BookListRequest) => string;
  /** The orders offered, the default first. */
  sorts: BookSort[];
  /** Subcategory chips: the address of a category's list with the same sort and filters. */
  categoryHref?: (category: Category, list: BookListRequest) => string;
  /** Shown when the list is empty without any filter. */
  emptyText: string;
  /** Level of the filters' title and of each book's name: one below the heading above (2 by default). */
  headingLevel?: 2 | 3;
}

/**
 * A list of books with its sort, filters (with how many books each choice leaves) and numbered
 * pages. All of that lives in the page's address, so reload, Back and a shared link show the same
 * list: every change is a link or a navigation to another address.
 */
export function BookList({
  list,
  answer,
  loading,
  href,
  sorts,
  categoryHref,
  emptyText,
  headingLevel = 2,
}: BookListProps) {
  const { words, language } = useAreaWords(catalogueWords);
  const navigate = useNavigate();
  // A change of sort or filter starts again at the first page.
  const changed = (change: BookListRequest) => href({ ...list, ...change, page: 1 });
  const filtered = bookListFilters.some((key) => list[key] !== undefined);
  const pageCount = Math.ceil(answer.total / list.pageSize);
  const groups = filterGroups(list, answer.facets, words, language, changed, categoryHref, (change) =>
    // The list changes under the reader's eyes: the page stays where it is.
    navigate(changed(change), { state: keepScroll }),
  );
  const panel = () => (
    <FilterPanel
      groups={groups}
      headingLevel={headingLevel}
      clearHref={
        filtered ? href({ category: list.category, q: list.q, sort: list.sort, page: 1 }) : undefined
      }
    />
  );

  // Nothing to sort or narrow: only the empty state.
  if (answer.total === 0 && !filtered) return <Empty role="status">{emptyText}</Empty>;
  return (
    <WordsArea area={catalogueWords}>
      <Layout>
        <Filters>{panel()}</Filters>
        <Results aria-busy={loading}>
          <Toolbar>
            <ResultCount count={answer.total} more={answer.truncated} busy={loading} />
            <DrawerPlace>
              <FilterDrawer count={answer.total}>{panel()}</FilterDrawer>
            </DrawerPlace>
            <SortSelect
              options={sorts.map((sort) => ({ value: sort, label: words.sortOptions[sort] }))}
              value={list.sort}
              onChange={(sort) => navigate(changed({ sort }), { state: keepScroll })}
            />
          </Toolbar>
          {answer.books.length > 0 ? (
            <Books $loading={loading}>
              <BookGrid books={answer.books} emptyText={emptyText} headingLevel={headingLevel} />
            </Books>
          ) : (
            <Empty>{filtered ? words.noBooksMatch : emptyText}</Empty>
          )}
          <Pagination page={list.page} pageCount={pageCount} href={(page) => href({ ...list, page })} />
        </Results>
      </Layout>
    </WordsArea>
  );
}

/** The filters a list offers, from its facets: each choice leads to the list with it, or without it. */
function filterGroups(
  list: BookListQuery,
  facets: BookFacets,
  words: Words & CatalogueWords,
  language: Language,
  changed: (change: BookListRequest) => string,
  categoryHref: BookListProps['categoryHref'],
  apply: (change: BookListRequest) => void,
): FilterGroup[] {
  const groups: FilterGroup[] = [];
  if (categoryHref && facets.categories.length > 0) {
    const { category: _current, ...rest } = list;
    groups.push({
      kind: 'choices',
      title: words.filters.subcategories,
      choices: facets.categories.map(({ category, count }) => ({
        label: categoryName(category, language),
        count,
        href: categoryHref(category, { ...rest, page: 1 }),
        selected: category === list.category,
      })),
    });
  }
  groups.push(
    {
      kind: 'choices',
      title: words.filters.language,
      choices: facets.languages.map(({ language: code, count }) => ({
        label: words.languageNames[code] ?? code,
        count,
        href: changed({ language: list.language === code ? undefined : code }),
        selected: list.language === code,
      })),
    },
    {
      kind: 'range',
      title: words.filters.price,
      min: list.minPrice,
      max: list.maxPrice,
      bounds: facets.price,
      step: 0.01,
      onApply: (min, max) => {
        const [minPrice, maxPrice] = ordered(min, max);
        apply({ minPrice, maxPrice });
      },
    },
    {
      kind: 'range',
      title: words.filters.year,
      min: list.minYear,
      max: list.maxYear,
      bounds: facets.year,
      step: 1,
      onApply: (min, max) => {
        const [minYear, maxYear] = ordered(min, max).map((year) =>
          year === undefined ? undefined : Math.trunc(year),
        );
        apply({ minYear, maxYear });
      },
    },
    {
      kind: 'choices',
      title: words.filters.rating,
      choices: facets.ratings.map(({ minRating, count }) => ({
        label: words.filters.ratingAtLeast(minRating),
        count,
        href: changed({ minRating: list.minRating === minRating ? undefined : minRating }),
        selected: list.minRating === minRating,
      })),
    },
  );
  return groups;
}

/** A range as typed, its ends swapped when typed the wrong way round. */
function ordered(min: number | undefined, max: number | undefined): [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && max < min ? [max, min] : [min, max];
}

const Layout = styled.div`
  display: grid;
  gap: ${vars.space.lg};

  @media (min-width: 900px) {
    grid-template-columns: 240px 1fr;
  }
`;

const Filters = styled.aside`
  display: none;

  @media (min-width: 900px) {
    display: block;
  }
`;

const DrawerPlace = styled.div`
  @media (min-width: 900px) {
    display: none;
  }
`;

const Results = styled.div`
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  margin-bottom: ${vars.space.md};
`;

const Books = styled.div<{ $loading: boolean }>`
  transition: opacity 0.2s;
  opacity: ${({ $loading }) => ($loading ? 0.6 : 1)};
`;

const Empty = styled.p`
  padding: ${vars.space.lg};
  text-align: center;
  color: ${vars.color.muted};
`;

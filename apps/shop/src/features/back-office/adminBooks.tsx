import {
  type AdminBook,
  type AdminBookSort,
  adminBookSorts,
  adminStockFilters,
  shopPaths,
  stockState,
  textIn,
} from '@bookshop/contract';
import { adminBooksQuery } from '@bookshop/data';
import { DataTable, type DataTableColumn, Link, StockBadge, useBookshop, vars } from '@bookshop/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { PageTitle } from '../../layout/PageTitle';
import { AdminOnly } from './adminGuard';
import { backOfficeArea } from './backOfficeWords';

/** The page, with its part's texts for the kit's components. */
export function Component() {
  return (
    <WordsArea area={backOfficeArea}>
      <Page />
    </WordsArea>
  );
}

/** The back office's books: every book, published or not, searched by name, sorted, a page at a time. */
function Page() {
  const { words } = useAreaWords(backOfficeArea);
  return (
    <AdminOnly title={words.backOffice.books}>
      <BooksList />
    </AdminOnly>
  );
}

function BooksList() {
  const { words, language } = useAreaWords(backOfficeArea);
  const { formatPrice } = useBookshop();
  const text = words.backOffice;
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const published = (['yes', 'no'] as const).find((value) => value === params.get('published'));
  const sort = adminBookSorts.find((value) => value === params.get('sort')) ?? 'newest';
  const direction = params.get('direction') === 'asc' ? 'asc' : 'desc';
  const page = Math.max(1, Number(params.get('page')) || 1);
  // `stock=low` lists the books with few copies, fewest first; `stock=out` the sold-out ones.
  const stock = adminStockFilters.find((value) => value === params.get('stock'));
  const books = useQuery(adminBooksQuery({ q: q || undefined, published, stock, sort, direction, page }));

  // The list's address with some of its parameters changed (a new sort or filter starts at page 1).
  const href = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    const search = next.toString();
    return shopPaths.adminBooks(search ? `?${search}` : '');
  };

  const columns: DataTableColumn<AdminBook>[] = [
    {
      key: 'name',
      header: text.name,
      sortable: true,
      cell: (book) => <Link href={shopPaths.adminBook(book._id)}>{textIn(book.name, language)}</Link>,
    },
    { key: 'author', header: text.author, cell: (book) => textIn(book.author.name, language) },
    {
      key: 'price',
      header: text.price,
      sortable: true,
      numeric: true,
      cell: (book) => formatPrice(book.price),
    },
    { key: 'year', header: text.year, sortable: true, numeric: true, cell: (book) => book.year },
    {
      key: 'stock',
      header: words.stock.column,
      sortable: true,
      numeric: true,
      cell: (book) => (
        <StockCell>
          {book.stock} <StockBadge state={stockState(book.stock)} />
        </StockCell>
      ),
    },
    {
      key: 'state',
      header: text.state,
      cell: (book) => (
        <State data-published={book.published}>{book.published ? text.published : text.unpublished}</State>
      ),
    },
  ];
  const total = books.data?.total ?? 0;
  const pageSize = books.data?.pageSize ?? 20;

  return (
    <>
      <Link href={shopPaths.admin()}>{text.back}</Link>
      <PageTitle>{text.books}</PageTitle>
      <Filters method="get" action={shopPaths.adminBooks()} role="search">
        <label>
          {text.search}
          <input type="search" name="q" defaultValue={q} />
        </label>
        <label>
          {text.show}
          <select name="published" defaultValue={published ?? ''}>
            <option value="">{text.all}</option>
            <option value="yes">{text.publishedOnly}</option>
            <option value="no">{text.unpublishedOnly}</option>
          </select>
        </label>
        <label>
          {words.stock.show}
          <select name="stock" defaultValue={stock ?? ''}>
            <option value="">{words.stock.any}</option>
            <option value="low">{words.stock.low}</option>
            <option value="out">{words.stock.out}</option>
          </select>
        </label>
        {sort !== 'newest' && <input type="hidden" name="sort" value={sort} />}
        {sort !== 'newest' && <input type="hidden" name="direction" value={direction} />}
        <button type="submit">{text.searchButton}</button>
      </Filters>
      <p role="status">{books.data ? text.found(total) : ''}</p>
      {books.error && <p role="alert">{words.loadError}</p>}
      <DataTable<AdminBook>
        caption={text.books}
        columns={columns}
        rows={books.data?.books ?? []}
        rowKey={(book) => book._id}
        loading={books.isPending}
        sort={sort === 'newest' ? undefined : { key: sort, direction }}
        sortHref={(next) =>
          href({ sort: next.key as AdminBookSort, direction: next.direction, page: undefined })
        }
        page={page}
        pageCount={Math.ceil(total / pageSize)}
        pageHref={(target) => href({ page: target === 1 ? undefined : String(target) })}
      />
    </>
  );
}

const Filters = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space.md};
  margin-bottom: ${vars.space.md};

  label {
    display: grid;
    gap: ${vars.space.xs};
    font-weight: 600;
  }
  input,
  select,
  button {
    min-height: 40px;
    padding: ${vars.space.xs} ${vars.space.sm};
    font: inherit;
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
  }
  button {
    color: ${vars.color.onPrimary};
    background: ${vars.color.primary};
    border-color: ${vars.color.primary};
    cursor: pointer;
  }
`;

const StockCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
`;

const State = styled.span`
  &[data-published='false'] {
    color: ${vars.color.danger};
    font-weight: 600;
  }
`;

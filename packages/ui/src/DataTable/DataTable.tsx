'use client';
import { type ForwardedRef, forwardRef, type ReactElement, type ReactNode, type Ref, useId } from 'react';
import { styled } from 'styled-components';
import { Link } from '../Link/Link';
import { Pagination } from '../Pagination/Pagination';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { componentRoot, visuallyHidden } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type DataTableLabels, dataTableLabels } from './labels';

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  /** The cell of a row. */
  cell: (row: Row) => ReactNode;
  /** Whether the list can be sorted by this column. */
  sortable?: boolean;
  /** Right-aligned (numbers, money). */
  numeric?: boolean;
}

export interface DataTableSort {
  key: string;
  direction: 'asc' | 'desc';
}

export interface DataTableProps<Row> extends RootProps {
  /** The table's caption: its name for screen readers and on screen. */
  caption: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The sort in force. */
  sort?: DataTableSort;
  /**
   * The address of the list sorted by a column: sorting and pages are links, so the list's state is
   * in the address and every step is reached with Tab and Enter.
   */
  sortHref?: (sort: DataTableSort) => string;
  page?: number;
  pageCount?: number;
  pageHref?: (page: number) => string;
  loading?: boolean;
  labels?: Partial<DataTableLabels>;
}

const part = partsOf('data-table');

function DataTableWithRef<Row>(
  {
    caption,
    columns,
    rows,
    rowKey,
    sort,
    sortHref,
    page = 1,
    pageCount = 1,
    pageHref,
    loading = false,
    labels,
    ...root
  }: DataTableProps<Row>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const text = useLabels('dataTable', dataTableLabels, labels);
  const captionId = useId();
  const header = (column: DataTableColumn<Row>) => {
    const sorted = sort?.key === column.key ? sort.direction : undefined;
    if (!column.sortable || !sortHref) return column.header;
    const next: DataTableSort = { key: column.key, direction: sorted === 'asc' ? 'desc' : 'asc' };
    const state =
      sorted === 'asc' ? text.sortedAscending : sorted === 'desc' ? text.sortedDescending : text.sortable;
    return (
      <SortLink href={sortHref(next)}>
        {column.header}
        <span aria-hidden="true">{sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}</span>
        <Hidden>, {state}</Hidden>
      </SortLink>
    );
  };
  return (
    <Root ref={ref} {...part('root')} {...rootProps(root)}>
      {/* A region named by the caption, reached with Tab: its keys scroll a wide table (WCAG 1.4.10). */}
      <Frame role="region" aria-labelledby={captionId} tabIndex={0} {...part('frame')}>
        <Table aria-busy={loading || undefined} {...part('table')}>
          <caption id={captionId} {...part('caption')}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  data-numeric={column.numeric || undefined}
                  aria-sort={
                    sort?.key === column.key
                      ? sort.direction === 'asc'
                        ? 'ascending'
                        : 'descending'
                      : undefined
                  }
                >
                  {header(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading || rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} role={loading ? 'status' : undefined}>
                  {loading ? text.loading : text.empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)} {...part('row')} data-key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.key} data-numeric={column.numeric || undefined}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </Frame>
      {pageHref && <Pagination page={page} pageCount={pageCount} href={pageHref} {...part('pagination')} />}
    </Root>
  );
}

/**
 * A table of rows with sortable columns and pages. A sortable header is a link to the list sorted by
 * it (ascending first, the other way when already so), marked with `aria-sort`; pages are the kit's
 * Pagination. Narrow screens scroll the table sideways inside its frame rather than the page: the
 * frame is a region named by the caption and takes focus, so the arrow keys scroll it.
 *
 * Parts (`data-scope="data-table"`): `root` (takes `ref`), `frame`, `table`, `caption`, `row` (each,
 * with `data-key`), `pagination`.
 */
export const DataTable = forwardRef(DataTableWithRef) as <Row>(
  props: DataTableProps<Row> & { ref?: Ref<HTMLDivElement> },
) => ReactElement;

const Root = styled.div`
  ${componentRoot}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space.md};
`;

/**
 * Scrolls sideways on a phone, within the page's width. Positioned, so that the headers' visually
 * hidden texts (absolutely placed) scroll inside it too instead of widening the page.
 */
const Frame = styled.div`
  position: relative;
  overflow-x: auto;
  min-width: 0;
  max-width: 100%;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${vars.color.surface};

  caption {
    padding: ${vars.space.sm} ${vars.space.md};
    font-weight: 600;
    text-align: start;
  }
  th,
  td {
    padding: ${vars.space.sm} ${vars.space.md};
    text-align: start;
    vertical-align: middle;
    border-top: 1px solid ${vars.color.border};
  }
  th {
    white-space: nowrap;
  }
  [data-numeric] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

const SortLink = styled(Link)`
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  display: inline-block;
  min-height: 24px;

  &:hover {
    text-decoration: underline;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

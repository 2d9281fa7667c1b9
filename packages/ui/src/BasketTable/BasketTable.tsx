'use client';
import { forwardRef, type Ref, useState } from 'react';
import { styled } from 'styled-components';
import { BookCover } from '../BookCover/BookCover';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Link } from '../Link';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useBookshop, useLabels } from '../provider/context';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';
import { visuallyHidden } from '../theme/visuallyHidden';
import { type BasketTableLabels, basketTableLabels } from './labels';

export interface BasketLineItem {
  id: string;
  name: string;
  /** The text of the book's address, given to `routes.book`; its `name` when not given. */
  pathName?: string;
  /** One copy's price, in the provider's currency. */
  price: number;
  count: number;
  /** The cover's address; the book's name on the theme's colours without one. */
  image?: string | null;
}

export interface BasketTableProps extends RootProps {
  /** One line per book in the basket. */
  lines: BasketLineItem[];
  /** How many copies in all. */
  count: number;
  /** The basket's total, in the provider's currency. */
  total: number;
  /** Called with a book's id to add one copy. */
  onAdd: (bookId: string) => void;
  /** Called with a book's id to remove one copy. */
  onRemove: (bookId: string) => void;
  /** Every text of the table; the provider's `text.basketTable` otherwise. */
  labels?: Partial<BasketTableLabels>;
}

const part = partsOf('basket-table');

/**
 * The basket's lines (a small cover, the name) with − and + per book and the totals; "your basket is
 * empty" without lines. "−" on a book's last copy asks first, so one tap too many loses nothing.
 *
 * Parts (`data-scope="basket-table"`): `root` (takes `ref`; the empty message's `<p>` when there are
 * no lines, with `data-empty`), `table`, `line` (each book's row, with `data-id`), `cover`, `remove`,
 * `count`, `add`, `total`.
 */
export const BasketTable = forwardRef<HTMLElement, BasketTableProps>(function BasketTable(
  { lines, count, total, onAdd, onRemove, labels, ...root },
  ref,
) {
  const text = useLabels('basketTable', basketTableLabels, labels);
  const { routes, formatPrice } = useBookshop();
  // The line whose last copy "−" would take out, while the reader is asked.
  const [asking, setAsking] = useState<BasketLineItem>();
  if (lines.length === 0)
    return (
      <Empty ref={ref as Ref<HTMLParagraphElement>} data-empty="" {...part('root')} {...rootProps(root)}>
        {text.empty}
      </Empty>
    );
  return (
    <Container ref={ref as Ref<HTMLDivElement>} {...part('root')} {...rootProps(root)}>
      <Table {...part('table')}>
        <thead>
          <tr>
            <th scope="col">{text.books}</th>
            <th scope="col">{text.price}</th>
            <th scope="col">{text.quantity}</th>
            <th scope="col">{text.total}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} {...part('line')} data-id={line.id}>
              <th scope="row">
                <Book>
                  <LineCover
                    part={part('cover')}
                    image={line.image}
                    title={line.name}
                    sizes="48px"
                    width={48}
                    height={72}
                    loading="lazy"
                  />
                  <Link href={routes.book(line.id, line.pathName ?? line.name)}>{line.name}</Link>
                </Book>
              </th>
              <td data-label={text.price}>{formatPrice(line.price)}</td>
              <td data-label={text.quantity}>
                <Counter>
                  <button
                    type="button"
                    aria-label={text.remove(line.name)}
                    onClick={() => (line.count === 1 ? setAsking(line) : onRemove(line.id))}
                    {...part('remove')}
                  >
                    −
                  </button>
                  <output {...part('count')}>{line.count}</output>
                  <button
                    type="button"
                    aria-label={text.add(line.name)}
                    onClick={() => onAdd(line.id)}
                    {...part('add')}
                  >
                    +
                  </button>
                </Counter>
              </td>
              <td data-label={text.total}>{formatPrice(line.price * line.count)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {text.total}
            </th>
            <td data-label={text.quantity}>{count}</td>
            <td data-label={text.total} data-testid="basket-total" {...part('total')}>
              {formatPrice(total)}
            </td>
          </tr>
        </tfoot>
      </Table>
      <ConfirmDialog
        open={asking !== undefined}
        title={asking ? text.removeLastTitle(asking.name) : ''}
        message={text.removeLastMessage}
        confirmLabel={text.removeLastConfirm}
        danger
        onConfirm={() => {
          if (asking) onRemove(asking.id);
          setAsking(undefined);
        }}
        onCancel={() => setAsking(undefined)}
      />
    </Container>
  );
});

const Empty = styled.p`
  ${componentRoot}
`;

const Container = styled.div`
  ${componentRoot}
  container: basket / inline-size;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${vars.color.surface};

  th,
  td {
    padding: ${vars.space.sm} ${vars.space.md};
    text-align: start;
    border-bottom: 1px solid ${vars.color.border};
  }
  td {
    white-space: nowrap;
  }
  tfoot {
    font-weight: 700;
  }

  /* On a narrow screen each book becomes a small card: its name, then labelled price, quantity, total. */
  @container basket (max-width: 520px) {
    thead {
      display: none;
    }
    tr {
      display: block;
      border-bottom: 1px solid ${vars.color.border};
    }
    th,
    td {
      display: flex;
      align-items: center;
      justify-content: space-between;
      border: none;
    }
    td::before {
      content: attr(data-label);
      color: ${vars.color.muted};
    }
    /* The foot's cells are labelled "Quantity" and "Total" already: its row header stays for screen
       readers only, or a phone would read "Total" twice. */
    tfoot th {
      ${visuallyHidden}
      padding: 0;
    }
  }
`;

const Book = styled.span`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
`;

const LineCover = styled(BookCover)`
  flex: none;
  width: 48px;
  height: 72px;
  border-radius: ${vars.radius.sm};

  &[data-fallback] {
    padding: 2px;
    font-size: 8px;
  }
`;

const Counter = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.xs} ${vars.space.md};

  button {
    width: 36px;
    height: 36px;
    font: inherit;
    font-weight: 700;
    color: ${vars.color.text};
    background: ${vars.color.background};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
    cursor: pointer;
  }
`;

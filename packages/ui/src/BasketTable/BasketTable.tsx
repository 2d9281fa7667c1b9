import styled from 'styled-components';
import { formatPrice } from '../format';
import { Link } from '../Link';

export interface BasketLineItem {
  id: string;
  name: string;
  /** The English name, used in the book's address. */
  pathName?: string;
  /** Euros for one copy. */
  price: number;
  count: number;
}

export interface BasketTableLabels {
  books: string;
  price: string;
  quantity: string;
  total: string;
  empty: string;
  add: (name: string) => string;
  remove: (name: string) => string;
}

export interface BasketTableProps {
  /** One line per book in the basket. */
  lines: BasketLineItem[];
  /** How many copies in all. */
  count: number;
  /** Euros, already rounded down to cents. */
  total: number;
  /** Called with a book's id to add one copy. */
  onAdd: (bookId: string) => void;
  /** Called with a book's id to remove one copy. */
  onRemove: (bookId: string) => void;
  /** Formats the prices, e.g. "es-ES". */
  locale?: string;
  /** Every text of the table, in the reader's language. */
  labels?: BasketTableLabels;
}

const englishLabels: BasketTableLabels = {
  books: 'Books',
  price: 'Price',
  quantity: 'Quantity',
  total: 'Total',
  empty: 'Your basket is empty',
  add: (name) => `Add one copy of ${name}`,
  remove: (name) => `Remove one copy of ${name}`,
};

/** The basket's lines with − and + per book and the totals; "your basket is empty" without lines. */
export function BasketTable({
  lines,
  count,
  total,
  onAdd,
  onRemove,
  locale,
  labels = englishLabels,
}: BasketTableProps) {
  if (lines.length === 0) return <p>{labels.empty}</p>;
  return (
    <Container>
      <Table>
        <thead>
          <tr>
            <th scope="col">{labels.books}</th>
            <th scope="col">{labels.price}</th>
            <th scope="col">{labels.quantity}</th>
            <th scope="col">{labels.total}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <th scope="row">
                <Link
                  href={`/books/${encodeURIComponent(line.id)}/${encodeURIComponent(line.pathName ?? line.name)}`}
                >
                  {line.name}
                </Link>
              </th>
              <td data-label={labels.price}>{formatPrice(line.price, locale)}</td>
              <td data-label={labels.quantity}>
                <Counter>
                  <button
                    type="button"
                    aria-label={labels.remove(line.name)}
                    onClick={() => onRemove(line.id)}
                  >
                    −
                  </button>
                  <output>{line.count}</output>
                  <button type="button" aria-label={labels.add(line.name)} onClick={() => onAdd(line.id)}>
                    +
                  </button>
                </Counter>
              </td>
              <td data-label={labels.total}>{formatPrice(line.price * line.count, locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {labels.total}
            </th>
            <td data-label={labels.quantity}>{count}</td>
            <td data-label={labels.total} data-testid="basket-total">
              {formatPrice(total, locale)}
            </td>
          </tr>
        </tfoot>
      </Table>
    </Container>
  );
}

const Container = styled.div`
  container: basket / inline-size;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.surface};

  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
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
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
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
      color: ${({ theme }) => theme.color.muted};
    }
  }
`;

const Counter = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};

  button {
    width: 36px;
    height: 36px;
    font: inherit;
    font-weight: 700;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.background};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
`;

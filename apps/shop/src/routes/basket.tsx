import { useBasket } from '@bookshop/data';
import { formatPrice, Link } from '@bookshop/ui';
import styled from 'styled-components';
import { useWords } from '../i18n/useWords';
import { PageTitle } from '../layout/PageTitle';
import { usePageTitle } from '../usePageTitle';

/** The basket: the browser's for guests, the server's when signed in, with + and - per book. */
export function Component() {
  const { words, locale } = useWords();
  const basket = useBasket();
  usePageTitle(words.basket);

  return (
    <section aria-labelledby="basket-title">
      <PageTitle id="basket-title">{words.basket}</PageTitle>
      {basket.lines.length === 0 ? (
        <p>{words.basketEmpty}</p>
      ) : (
        <Scroll>
          <Table>
            <thead>
              <tr>
                <th scope="col">{words.books}</th>
                <th scope="col">{words.price}</th>
                <th scope="col">{words.quantity}</th>
                <th scope="col">{words.total}</th>
              </tr>
            </thead>
            <tbody>
              {basket.lines.map(({ count, book }) => (
                <tr key={book.id}>
                  <th scope="row">
                    <Link href={`/books/${book.id}/${encodeURIComponent(book.name)}`}>{book.name}</Link>
                  </th>
                  <td>{formatPrice(book.price, locale)}</td>
                  <td>
                    <Counter>
                      <button
                        type="button"
                        aria-label={words.remove(book.name)}
                        onClick={() => basket.remove(book.id)}
                      >
                        −
                      </button>
                      <output aria-label={`${words.quantity}: ${book.name}`}>{count}</output>
                      <button
                        type="button"
                        aria-label={words.add(book.name)}
                        onClick={() => basket.add({ id: book.id, name: book.name, price: book.price })}
                      >
                        +
                      </button>
                    </Counter>
                  </td>
                  <td>{formatPrice(book.price * count, locale)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {words.total}
                </th>
                <td>{basket.count}</td>
                <td data-testid="basket-total">{formatPrice(basket.price, locale)}</td>
              </tr>
            </tfoot>
          </Table>
        </Scroll>
      )}
    </section>
  );
}

/** On a narrow screen the table scrolls sideways instead of spilling out of the page. */
const Scroll = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.surface};

  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    text-align: left;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  th[scope='row'] {
    white-space: normal;
    min-width: 8em;
  }
  tfoot {
    font-weight: 700;
  }
`;

const Counter = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  button {
    width: 36px;
    height: 36px;
    font: inherit;
    font-weight: 700;
    background: ${({ theme }) => theme.color.background};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
`;

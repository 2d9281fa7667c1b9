import { shopPaths, stockState, textIn, type WishlistEntry } from '@bookshop/contract';
import { useMoveForLaterToBasket, useToggleForLater, wishlistQuery } from '@bookshop/data';
import { Link, Spinner, StockBadge, useBookshop, vars } from '@bookshop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { useAreaWords, WordsArea } from '../../i18n/area';
import { serverErrors } from '../../layout/formErrors';
import { PageTitle } from '../../layout/PageTitle';
import { forLaterWords } from './forLaterWords';

/**
 * `/my_account/for_later` (issue 37): the books the reader kept, each with its cover, price and stock,
 * moved to the basket in one tap or removed. Loads with the account's route, never with a book page.
 */
export function ForLaterList() {
  const { words, language } = useAreaWords(forLaterWords);
  const text = words.forLater;
  const { formatPrice } = useBookshop();
  const list = useQuery(wishlistQuery());
  const move = useMoveForLaterToBasket();
  const forget = useToggleForLater();
  const [said, setSaid] = useState<{ text: string; basketLink?: boolean; failed?: boolean }>();

  const moveToBasket = (entry: WishlistEntry) => {
    const name = textIn(entry.book.name, language);
    move.mutate(entry.book._id, {
      onSuccess: () => setSaid({ text: text.moved(name), basketLink: true }),
      onError: (error) =>
        setSaid({ text: serverErrors(error, language).form ?? words.somethingFailed, failed: true }),
    });
  };

  return (
    <WordsArea area={forLaterWords}>
      <section aria-labelledby="for-later-title">
        <PageTitle id="for-later-title">{text.title}</PageTitle>
        <p>{text.intro}</p>
        <Said role="status" $failed={said?.failed}>
          {said?.text}{' '}
          {said?.basketLink && <Link href={shopPaths.basket()}>{words.basketWidget.goToBasket}</Link>}
        </Said>
        {list.isPending ? (
          <Spinner />
        ) : list.isError ? (
          <p role="alert">{words.loadError}</p>
        ) : list.data.length === 0 ? (
          <p>{text.empty}</p>
        ) : (
          <List>
            {list.data.map((entry) => {
              const name = textIn(entry.book.name, language);
              const state = stockState(entry.book.stock);
              return (
                <li key={entry.book._id}>
                  <img src={entry.book.image} alt="" width={60} height={90} />
                  <Details>
                    <Link href={shopPaths.book(entry.book._id, entry.book.name.eng)}>{name}</Link>
                    <Price>{formatPrice(entry.book.price)}</Price>
                    <StockBadge state={state} />
                  </Details>
                  <Actions>
                    <button
                      type="button"
                      className="primary"
                      aria-label={text.moveToBasket(name)}
                      disabled={state === 'soldOut' || move.isPending}
                      onClick={() => moveToBasket(entry)}
                    >
                      {words.bookCard.addToBasket}
                    </button>
                    <button
                      type="button"
                      aria-label={text.removeBook(name)}
                      disabled={forget.isPending}
                      onClick={() =>
                        forget.mutate(
                          { bookId: entry.book._id, keep: false },
                          {
                            onSuccess: () => setSaid({ text: text.forgotten(name) }),
                            onError: () => setSaid({ text: words.somethingFailed, failed: true }),
                          },
                        )
                      }
                    >
                      {text.remove}
                    </button>
                  </Actions>
                </li>
              );
            })}
          </List>
        )}
      </section>
    </WordsArea>
  );
}

const Said = styled.p<{ $failed?: boolean }>`
  font-weight: 600;
  color: ${({ $failed }) => ($failed ? vars.color.danger : vars.color.success)};
`;

const List = styled.ul`
  display: grid;
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 60px minmax(0, 1fr);
    gap: ${vars.space.md};
    align-items: start;
    padding: ${vars.space.md};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
  }
  img {
    width: 60px;
    height: 90px;
    object-fit: cover;
    border-radius: ${vars.radius.sm};
  }
`;

const Details = styled.div`
  display: grid;
  gap: ${vars.space.xs};
  justify-items: start;
`;

const Price = styled.span`
  font-weight: 700;
  color: ${vars.color.primary};
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};

  button {
    min-height: 44px;
    padding: 0 ${vars.space.md};
    font: inherit;
    background: none;
    color: inherit;
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.sm};
    cursor: pointer;
  }
  button.primary {
    color: ${vars.color.onPrimary};
    background: ${vars.color.primary};
    border-color: ${vars.color.primary};
    font-weight: 600;
  }
  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

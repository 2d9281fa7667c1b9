import { textIn } from '@bookshop/contract';
import { type Book, useBasket, useRelatedBooks } from '@bookshop/data';
import { BookShelf, type CardsForLater, vars } from '@bookshop/ui';
import styled from 'styled-components';
import { useTakenOver } from '../../app/AfterTakeOver';
import { WordsArea } from '../../i18n/area';
import { useWords } from '../../i18n/useWords';
import { forLaterWords } from '../wishlist/forLaterWords';
import { useCardsForLater } from '../wishlist/useForLater';
import { toCardBook } from './books';
import { SHELF_CARDS } from './shelves';

/**
 * A book page's two shelves: more by its author and from the same category (the API leaves the book
 * itself out). A shelf with no books is not shown, and neither is anything while they load or if the
 * call fails: the book page is complete without them.
 */
export function RelatedShelves({ bookId }: { bookId: string }) {
  const { words } = useWords();
  const { data } = useRelatedBooks(bookId);
  // The server's page has no shelves: while the browser takes that page over, it must draw none either,
  // even when their answer came in before (or React would draw the whole page afresh).
  const takenOver = useTakenOver();
  const { forLater, note } = useCardsForLater(data ? [...data.byAuthor, ...data.sameCategory] : []);
  if (!data || !takenOver) return null;
  return (
    <WordsArea area={forLaterWords}>
      <RelatedShelf
        id="related-by-author"
        title={words.related.byAuthor}
        books={data.byAuthor}
        forLater={forLater}
      />
      <RelatedShelf
        id="related-same-category"
        title={words.related.sameCategory}
        books={data.sameCategory}
        forLater={forLater}
      />
      {note}
    </WordsArea>
  );
}

function RelatedShelf({
  id,
  title,
  books,
  forLater,
}: {
  id: string;
  title: string;
  books: Book[];
  forLater: CardsForLater;
}) {
  const { words, language } = useWords();
  const basket = useBasket();
  if (books.length === 0) return null;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <BookShelf
        books={books.map((book) => toCardBook(book, language))}
        labels={{ previous: words.related.previous(title), next: words.related.next(title) }}
        cardsPerView={SHELF_CARDS}
        forLater={forLater}
        onAddToBasket={(bookId) => {
          const book = books.find((item) => item.id === bookId);
          if (book)
            basket.add({
              id: book.id,
              name: textIn(book.name, language),
              price: book.price,
              stock: book.stock,
            });
        }}
      />
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${vars.space.xl};
`;

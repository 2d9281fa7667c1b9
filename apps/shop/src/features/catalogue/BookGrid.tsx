import { shopImageSizes, textIn } from '@bookshop/contract';
import { type Book, useBasket } from '@bookshop/data';
import { CategoryGrid } from '@bookshop/ui';
import { WordsArea } from '../../i18n/area';
import { useWords } from '../../i18n/useWords';
import { forLaterWords } from '../wishlist/forLaterWords';
import { useCardsForLater } from '../wishlist/useForLater';
import { toCardBook } from './books';
import { catalogueWords } from './catalogueWords';
import { useFirstPage } from './FirstPage';

/** Books from the API as the kit's grid of cards, whose buttons add to the shopper's basket. */
export function BookGrid({
  books,
  emptyText,
  headingLevel,
  pageSize,
  loading,
}: {
  books: Book[];
  emptyText: string;
  /** Level of each book's name: one below the heading above the grid. */
  headingLevel: 2 | 3;
  /** Books shown at first and added at each press of show-more; all at once when not given. */
  pageSize?: number;
  /** The books are loading: skeleton cards while there are none yet. */
  loading?: boolean;
}) {
  const { language } = useWords();
  const firstPage = useFirstPage();
  const basket = useBasket();
  const { forLater, note } = useCardsForLater(books);
  return (
    <WordsArea area={catalogueWords}>
      <WordsArea area={forLaterWords}>
        <CategoryGrid
          books={books.map((book) => toCardBook(book, language))}
          emptyText={emptyText}
          headingLevel={headingLevel}
          pageSize={pageSize}
          loading={loading}
          coverSizes={shopImageSizes.bookCard}
          deferOffscreenCards={firstPage}
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
      </WordsArea>
      {note}
    </WordsArea>
  );
}

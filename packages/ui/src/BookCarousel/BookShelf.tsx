import { BookCard, type BookCardBook, type BookCardLabels } from '../BookCard';
import { Shelf } from '../Shelf';

export interface BookShelfProps {
  /** The books to slide through. */
  books: BookCardBook[];
  /** Called with a book's id when its button is pressed. */
  onAddToBasket: (bookId: string) => void;
  /** Accessible name of the back arrow. */
  previousLabel: string;
  /** Accessible name of the forward arrow. */
  nextLabel: string;
  /** Texts of each book card. */
  cardLabels?: BookCardLabels;
  /** Formats the prices, e.g. "es-ES". */
  locale?: string;
}

/** A shelf of book cards with labelled previous / next buttons. */
export function BookShelf({
  books,
  onAddToBasket,
  previousLabel,
  nextLabel,
  cardLabels,
  locale,
}: BookShelfProps) {
  return (
    <Shelf previousLabel={previousLabel} nextLabel={nextLabel}>
      {books.map((book, index) => (
        <BookCard
          key={book.id}
          book={book}
          onAddToBasket={onAddToBasket}
          labels={cardLabels}
          locale={locale}
          priority={index < 5}
        />
      ))}
    </Shelf>
  );
}

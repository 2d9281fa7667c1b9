'use client';
import { BookCard, type BookCardBook } from '../BookCard/BookCard';
import type { CardsPerView } from '../Shelf/cardsPerView';
import { Shelf } from '../Shelf/Shelf';

export interface BookShelfProps {
  /** The books to slide through. */
  books: BookCardBook[];
  /** Called with a book's id when its button is pressed. */
  onAddToBasket: (bookId: string) => void;
  /** Accessible name of the back arrow. */
  previousLabel: string;
  /** Accessible name of the forward arrow. */
  nextLabel: string;
  /** From which width of the shelf how many cards show (see `Shelf`). */
  cardsPerView?: CardsPerView;
}

/** A shelf of book cards with labelled previous / next buttons. */
export function BookShelf({ books, onAddToBasket, previousLabel, nextLabel, cardsPerView }: BookShelfProps) {
  return (
    <Shelf previousLabel={previousLabel} nextLabel={nextLabel} cardsPerView={cardsPerView}>
      {books.map((book, index) => (
        <BookCard key={book.id} book={book} onAddToBasket={onAddToBasket} priority={index < 5} />
      ))}
    </Shelf>
  );
}

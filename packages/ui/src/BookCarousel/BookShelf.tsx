'use client';
import { forwardRef } from 'react';
import { BookCard, type BookCardBook } from '../BookCard/BookCard';
import type { CardsPerView } from '../Shelf/cardsPerView';
import type { ShelfLabels } from '../Shelf/labels';
import { Shelf, type ShelfProps } from '../Shelf/Shelf';

export interface BookShelfProps extends Omit<ShelfProps, 'children'> {
  /** The books to slide through. */
  books: BookCardBook[];
  /** Called with a book's id when its button is pressed. */
  onAddToBasket: (bookId: string) => void;
  /** The arrows' accessible names; the provider's `labels.shelf` otherwise. */
  labels?: Partial<ShelfLabels>;
  /** From which width of the shelf how many cards show (see `Shelf`). */
  cardsPerView?: CardsPerView;
}

/** A shelf of book cards with labelled previous / next buttons (parts: `Shelf`'s, and each `BookCard`'s). */
export const BookShelf = forwardRef<HTMLDivElement, BookShelfProps>(function BookShelf(
  { books, onAddToBasket, ...shelf },
  ref,
) {
  return (
    <Shelf ref={ref} {...shelf}>
      {books.map((book, index) => (
        <BookCard key={book.id} book={book} onAddToBasket={onAddToBasket} priority={index < 5} />
      ))}
    </Shelf>
  );
});

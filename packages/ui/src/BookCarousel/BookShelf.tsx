'use client';
import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { BookCard, type BookCardBook } from '../BookCard/BookCard';
import { type CardsForLater, cardHeart, heartsOnCovers } from '../ForLaterButton/cardHearts';
import type { CardsPerView } from '../Shelf/cardsPerView';
import type { ShelfLabels } from '../Shelf/labels';
import { Shelf, type ShelfProps } from '../Shelf/Shelf';

export interface BookShelfProps extends Omit<ShelfProps, 'children'> {
  /** The books to slide through. */
  books: BookCardBook[];
  /** Called with a book's id when its button is pressed. */
  onAddToBasket: (bookId: string) => void;
  /** A "save for later" heart on each card (issue 37): which books are kept, and the taps. */
  forLater?: CardsForLater;
  /** The arrows' accessible names; the provider's `labels.shelf` otherwise. */
  labels?: Partial<ShelfLabels>;
  /** From which width of the shelf how many cards show (see `Shelf`). */
  cardsPerView?: CardsPerView;
}

/** A shelf of book cards with labelled previous / next buttons (parts: `Shelf`'s, and each `BookCard`'s). */
export const BookShelf = forwardRef<HTMLDivElement, BookShelfProps>(function BookShelf(
  { books, onAddToBasket, forLater, ...shelf },
  ref,
) {
  return (
    <CardsShelf ref={ref} {...shelf}>
      {books.map((book, index) => (
        <BookCard
          key={book.id}
          book={book}
          onAddToBasket={onAddToBasket}
          forLater={cardHeart(forLater, book)}
          priority={index < 5}
        />
      ))}
    </CardsShelf>
  );
});

const CardsShelf = styled(Shelf)`
  ${heartsOnCovers}
`;

'use client';
import { css } from 'styled-components';
import { vars } from '../theme/vars';
import { ForLaterButton } from './ForLaterButton';

/** A "save for later" heart on each card of a grid or a shelf (issue 37): which books are kept, and the taps. */
export interface CardsForLater {
  isKept: (bookId: string) => boolean;
  onToggle: (bookId: string) => void;
}

/** One card's heart, for `BookCard`'s `forLater`; none when the cards have no hearts. */
export function cardHeart(forLater: CardsForLater | undefined, book: { id: string; name: string }) {
  return (
    forLater && (
      <ForLaterButton
        bookName={book.name}
        kept={forLater.isKept(book.id)}
        compact
        onToggle={() => forLater.onToggle(book.id)}
      />
    )
  );
}

/** Lays each card's heart on its cover's top corner, out of the card's link: a button of its own. */
export const heartsOnCovers = css`
  & [data-scope='book-card'][data-part='root'] {
    position: relative;
  }
  & [data-scope='book-card'] > [data-scope='for-later-button'] {
    position: absolute;
    top: ${vars.space.md};
    right: ${vars.space.md};
  }
`;

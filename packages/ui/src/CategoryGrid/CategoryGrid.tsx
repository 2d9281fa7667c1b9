import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { BookCard, type BookCardBook, type BookCardLabels } from '../BookCard';
import { secondaryButton } from '../theme/mixins';

export interface CategoryGridProps {
  /** The books of the grid. */
  books: BookCardBook[];
  /** Called with a book's id when its button is pressed. */
  onAddToBasket: (bookId: string) => void;
  /** Shown when there are no books, e.g. "No books in this category yet". */
  emptyText?: string;
  /** Texts of each book card. */
  cardLabels?: BookCardLabels;
  /** Formats the prices, e.g. "es-ES". */
  locale?: string;
  /** Level of each book's name heading: one below the heading above the grid (3 by default). */
  headingLevel?: 2 | 3 | 4;
  /**
   * Shows this many books at first and as many more at each press of the show-more button (a category
   * of a hundred books is a long page to build at once); every book when not given.
   */
  pageSize?: number;
  /** Text of the show-more button, given how many books are shown and how many there are. */
  showMoreLabel?: (shown: number, total: number) => string;
}

const englishShowMore = (shown: number, total: number) => `Show more books (${shown} of ${total})`;

/** A responsive grid of book cards, or an empty-state line. */
export function CategoryGrid({
  books,
  onAddToBasket,
  emptyText = 'No books in this category yet',
  cardLabels,
  locale,
  headingLevel,
  pageSize,
  showMoreLabel = englishShowMore,
}: CategoryGridProps) {
  const [shownCount, setShownCount] = useState(pageSize ?? books.length);
  const grid = useRef<HTMLUListElement>(null);

  if (books.length === 0) return <Empty>{emptyText}</Empty>;
  const shown = pageSize === undefined ? books : books.slice(0, shownCount);
  return (
    <>
      <Grid ref={grid}>
        {shown.map((book, index) => (
          <li key={book.id}>
            <BookCard
              book={book}
              onAddToBasket={onAddToBasket}
              labels={cardLabels}
              locale={locale}
              priority={index < 5}
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </Grid>
      {pageSize !== undefined && shown.length < books.length && (
        <ShowMore
          type="button"
          onClick={() => {
            const firstAdded = shown.length;
            flushSync(() => setShownCount(firstAdded + pageSize));
            // The first added book takes the focus, so a keyboard reader carries on from there.
            grid.current?.children[firstAdded]?.querySelector('a')?.focus();
          }}
        >
          {showMoreLabel(shown.length, books.length)}
        </ShowMore>
      )}
    </>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const ShowMore = styled.button`
  ${secondaryButton}
  display: block;
  margin: ${({ theme }) => theme.space.lg} auto 0;
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

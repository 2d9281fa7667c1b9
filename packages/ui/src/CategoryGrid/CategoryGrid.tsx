'use client';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { styled } from 'styled-components';
import { BookCard, type BookCardBook } from '../BookCard/BookCard';
import { useLabels } from '../provider/context';
import { componentRoot, secondaryButton } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type CategoryGridLabels, categoryGridLabels } from './labels';

export interface CategoryGridProps {
  /** The books of the grid. */
  books: BookCardBook[];
  /** Called with a book's id when its button is pressed. */
  onAddToBasket: (bookId: string) => void;
  /** Shown when there are no books; the provider's `labels.categoryGrid.empty` otherwise. */
  emptyText?: string;
  /** Level of each book's name heading: one below the heading above the grid (3 by default). */
  headingLevel?: 2 | 3 | 4;
  /**
   * Shows this many books at first and as many more at each press of the show-more button (a category
   * of a hundred books is a long page to build at once); every book when not given.
   */
  pageSize?: number;
  /** Texts of the grid; the provider's `labels.categoryGrid` otherwise. */
  labels?: Partial<CategoryGridLabels>;
}

/** A responsive grid of book cards, or an empty-state line. */
export function CategoryGrid({
  books,
  onAddToBasket,
  emptyText,
  headingLevel,
  pageSize,
  labels,
}: CategoryGridProps) {
  const text = useLabels('categoryGrid', categoryGridLabels, labels);
  const [shownCount, setShownCount] = useState(pageSize ?? books.length);
  const grid = useRef<HTMLUListElement>(null);

  if (books.length === 0) return <Empty>{emptyText ?? text.empty}</Empty>;
  const shown = pageSize === undefined ? books : books.slice(0, shownCount);
  return (
    <>
      <Grid ref={grid}>
        {shown.map((book, index) => (
          <li key={book.id}>
            <BookCard
              book={book}
              onAddToBasket={onAddToBasket}
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
          {text.showMore(shown.length, books.length)}
        </ShowMore>
      )}
    </>
  );
}

const Grid = styled.ul`
  ${componentRoot}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${vars.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const ShowMore = styled.button`
  ${secondaryButton}
  display: block;
  margin: ${vars.space.lg} auto 0;
`;

const Empty = styled.p`
  ${componentRoot}
  padding: ${vars.space.lg};
  text-align: center;
  color: ${vars.color.muted};
`;

import styled from 'styled-components';
import { BookCard, type BookCardBook, type BookCardLabels } from '../BookCard';

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
}

/** A responsive grid of book cards, or an empty-state line. */
export function CategoryGrid({
  books,
  onAddToBasket,
  emptyText = 'No books in this category yet',
  cardLabels,
  locale,
  headingLevel,
}: CategoryGridProps) {
  if (books.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <Grid>
      {books.map((book, index) => (
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

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

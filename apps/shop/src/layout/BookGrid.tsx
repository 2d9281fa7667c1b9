import type { Book } from '@bookshop/data';
import { useBasket } from '@bookshop/data';
import { BookCard } from '@bookshop/ui';
import styled from 'styled-components';
import { toCardBook } from '../books';
import { useWords } from '../i18n/useWords';

/** A grid of book cards whose buttons add to the shopper's basket. */
export function BookGrid({
  books,
  emptyText,
  headingLevel,
}: {
  books: Book[];
  emptyText: string;
  /** Level of each book's name: one below the heading above the grid. */
  headingLevel: 2 | 3;
}) {
  const { words, language, locale } = useWords();
  const basket = useBasket();
  if (books.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <Grid>
      {books.map((book, index) => (
        <li key={book.id}>
          <BookCard
            book={toCardBook(book, language)}
            labels={{ addToBasket: words.addToBasket, rating: words.rating }}
            locale={locale}
            priority={index < 4}
            headingLevel={headingLevel}
            onAddToBasket={() => basket.add({ id: book.id, name: book.name[language], price: book.price })}
          />
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    justify-content: center;
  }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.xl} 0;
  color: ${({ theme }) => theme.color.muted};
`;

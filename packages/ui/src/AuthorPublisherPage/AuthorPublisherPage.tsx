import styled from 'styled-components';
import type { BookCardBook, BookCardLabels } from '../BookCard';
import { CategoryGrid } from '../CategoryGrid';

export interface AuthorPublisherPageLabels {
  /** The heading above their books, e.g. "Books". */
  books: string;
  /** Shown when they have no books yet. */
  noBooks: string;
  /** The texts of each book card. */
  card: BookCardLabels;
}

export interface AuthorPublisherPageProps {
  /** The author's or publisher's name in the reader's language; the page's main heading. */
  name: string;
  /** An author's biography or a publisher's information, in the reader's language. */
  text: string;
  /** Portrait or logo. */
  image: string;
  /** Their books, shown as a grid of cards. */
  books: BookCardBook[];
  /** Called with a book's id when its add-to-basket button is pressed. */
  onAddToBasket: (bookId: string) => void;
  /** Every text of the page body, in the reader's language. */
  labels?: AuthorPublisherPageLabels;
  /** Formats the prices, e.g. "es-ES". */
  locale?: string;
  /** The id of the name heading, so the page can be labelled by it. */
  headingId?: string;
}

const englishLabels: AuthorPublisherPageLabels = {
  books: 'Books',
  noBooks: 'No books yet',
  card: { addToBasket: 'Add to basket', rating: (value) => `Rated ${value} out of 5` },
};

/** One layout for an author's page and a publisher's page: image, name, their text, then their books. */
export function AuthorPublisherPage({
  name,
  text,
  image,
  books,
  onAddToBasket,
  labels = englishLabels,
  locale,
  headingId = 'entity-title',
}: AuthorPublisherPageProps) {
  return (
    <>
      <Intro>
        <img src={image} alt="" width={160} height={160} />
        <div>
          <Title id={headingId}>{name}</Title>
          <Text>{text}</Text>
        </div>
      </Intro>
      <BooksHeading>{labels.books}</BooksHeading>
      <CategoryGrid
        books={books}
        onAddToBasket={onAddToBasket}
        emptyText={labels.noBooks}
        cardLabels={labels.card}
        locale={locale}
        headingLevel={3}
      />
    </>
  );
}

const Intro = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  align-items: flex-start;
  margin-bottom: ${({ theme }) => theme.space.xl};

  img {
    flex: none;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  div {
    flex: 1 1 240px;
    min-width: 0;
    max-width: 70ch;
    overflow-wrap: anywhere;
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.xxl};
  line-height: 1.2;
`;

const Text = styled.p`
  white-space: pre-line;
`;

const BooksHeading = styled.h2`
  font-family: ${({ theme }) => theme.font.heading};
`;

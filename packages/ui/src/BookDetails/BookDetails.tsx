import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatPrice } from '../format';
import { Link } from '../Link';
import { primaryButton } from '../theme/mixins';

/** An author or publisher as the book page links to them. */
export interface BookDetailsPerson {
  id: string;
  /** The name in the reader's language. */
  name: string;
  /** The name used in the address; the English name in the shop. */
  pathName?: string;
}

export interface BookDetailsBook {
  id: string;
  /** The name in the reader's language; the page's main heading. */
  name: string;
  /** A subtitle, when the book has one. */
  title?: string;
  /** The description, in the reader's language. */
  info: string;
  image: string;
  author: BookDetailsPerson;
  publisher: BookDetailsPerson;
  /** Euros. */
  price: number;
  pagesCount: number;
  /** The language the book is written in, as the reader should see it (e.g. "Español"). */
  language: string;
  year: number;
  /** Each category's slug (for `/books/categories/{slug}`) and name in the reader's language. */
  categories: { slug: string; name: string }[];
}

export interface BookDetailsLabels {
  author: string;
  publisher: string;
  pages: string;
  language: string;
  year: string;
  categories: string;
  addToBasket: string;
}

export interface BookDetailsProps {
  /** The book, with its texts already in the reader's language. */
  book: BookDetailsBook;
  /** Every text of the page body, in the reader's language. */
  labels?: BookDetailsLabels;
  /** Formats the price, e.g. "es-ES" -> "12,15 €". */
  locale?: string;
  /** Called with the book's id when the add-to-basket button is pressed. */
  onAddToBasket: (bookId: string) => void;
  /** Shown under the price: the average rating, and the reader's own rating or the guest message. */
  rating?: ReactNode;
  /** The id of the name heading, so the page can be labelled by it. */
  headingId?: string;
}

const englishLabels: BookDetailsLabels = {
  author: 'Author',
  publisher: 'Publisher',
  pages: 'Pages',
  language: 'Language',
  year: 'Year',
  categories: 'Categories',
  addToBasket: 'Add to basket',
};

const personPath = (kind: 'authors' | 'publishers', person: BookDetailsPerson) =>
  `/${kind}/${encodeURIComponent(person.id)}/${encodeURIComponent(person.pathName ?? person.name)}`;

/**
 * The book page body: cover, name and subtitle, author and publisher links, price in euros, a slot for
 * the rating, year, pages, language, category links, the add-to-basket button and the description.
 */
export function BookDetails({
  book,
  labels = englishLabels,
  locale,
  onAddToBasket,
  rating,
  headingId = 'book-title',
}: BookDetailsProps) {
  return (
    <Layout>
      <Cover src={book.image} alt="" width={300} height={450} />
      <div>
        <Title id={headingId}>{book.name}</Title>
        {book.title && <Subtitle>{book.title}</Subtitle>}
        <Facts>
          <dt>{labels.author}</dt>
          <dd>
            <Link href={personPath('authors', book.author)}>{book.author.name}</Link>
          </dd>
          <dt>{labels.publisher}</dt>
          <dd>
            <Link href={personPath('publishers', book.publisher)}>{book.publisher.name}</Link>
          </dd>
          <dt>{labels.year}</dt>
          <dd>{book.year}</dd>
          <dt>{labels.pages}</dt>
          <dd>{book.pagesCount}</dd>
          <dt>{labels.language}</dt>
          <dd>{book.language}</dd>
          {book.categories.length > 0 && (
            <>
              <dt>{labels.categories}</dt>
              <dd>
                <Categories>
                  {book.categories.map((category) => (
                    <li key={category.slug}>
                      <Link href={`/books/categories/${encodeURIComponent(category.slug)}`}>
                        {category.name}
                      </Link>
                    </li>
                  ))}
                </Categories>
              </dd>
            </>
          )}
        </Facts>
        <Price>{formatPrice(book.price, locale)}</Price>
        {rating && <RatingSlot>{rating}</RatingSlot>}
        <AddButton type="button" onClick={() => onAddToBasket(book.id)}>
          {labels.addToBasket}
        </AddButton>
        <Info>{book.info}</Info>
      </div>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 300px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  margin-bottom: ${({ theme }) => theme.space.xl};
  overflow-wrap: anywhere;

  @media (max-width: 700px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Cover = styled.img`
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};

  @media (max-width: 700px) {
    max-width: 240px;
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-family: ${({ theme }) => theme.font.heading};
  font-size: ${({ theme }) => theme.fontSize.xxl};
  line-height: 1.2;
`;

const Subtitle = styled.p`
  margin-top: -${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Categories = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Price = styled.p`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 700;
  color: ${({ theme }) => theme.color.primary};
`;

const RatingSlot = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const AddButton = styled.button`
  ${primaryButton}
`;

const Info = styled.p`
  max-width: 70ch;
  margin-top: ${({ theme }) => theme.space.lg};
  white-space: pre-line;
`;

import { DEFAULT_PRICE, formatPrice } from '../format';
import { Link } from '../Link';
import { Stars } from '../Rating';
import * as S from './BookCard.styles';

export interface BookCardBook {
  id: string;
  /** The name in the current language. */
  name: string;
  /** The name used in the book's address, `/books/{id}/{pathName}`; the English name in the shop. */
  pathName?: string;
  image: string;
  /** Euros; 12.15 when missing. */
  price?: number | null;
  /** 0 to 5; 0 when missing. */
  averageRating?: number | null;
}

export interface BookCardLabels {
  addToBasket: string;
  /** Accessible text of the stars, given the rating. */
  rating: (value: number) => string;
}

export interface BookCardProps {
  /** The book to show. */
  book: BookCardBook;
  /** Called with the book's id when its button is pressed. */
  onAddToBasket: (bookId: string) => void;
  /** The card's texts, in the reader's language. */
  labels?: BookCardLabels;
  /** Formats the price, e.g. "es-ES" -> "12,15 €". */
  locale?: string;
  /** Load the cover eagerly (the first cards on screen). */
  priority?: boolean;
  /** Level of the book's name heading, to follow the page's outline (3 by default). */
  headingLevel?: 2 | 3 | 4;
}

const englishLabels: BookCardLabels = {
  addToBasket: 'Add to basket',
  rating: (value) => `Rated ${value} out of 5`,
};

export function bookPath(id: string, name: string): string {
  return `/books/${encodeURIComponent(id)}/${encodeURIComponent(name)}`;
}

/** A book in a list: cover, name, price, rating and an add-to-basket button; links to the book page. */
export function BookCard({
  book,
  onAddToBasket,
  labels = englishLabels,
  locale,
  priority = false,
  headingLevel = 3,
}: BookCardProps) {
  const price = book.price ?? DEFAULT_PRICE;
  const rating = book.averageRating ?? 0;
  const href = bookPath(book.id, book.pathName ?? book.name);

  return (
    <S.Card>
      <Link href={href} className="book-card-link">
        <S.Cover
          src={book.image}
          alt=""
          width={150}
          height={225}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
        />
        <S.Name as={`h${headingLevel}`}>{book.name}</S.Name>
      </Link>
      <S.Details>
        <S.Price>{formatPrice(price, locale)}</S.Price>
        <Stars value={rating} label={labels.rating(rating)} />
      </S.Details>
      <S.AddButton
        type="button"
        aria-label={`${labels.addToBasket}: ${book.name}`}
        onClick={() => onAddToBasket(book.id)}
      >
        {labels.addToBasket}
      </S.AddButton>
    </S.Card>
  );
}

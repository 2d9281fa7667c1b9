'use client';
import { forwardRef, type ReactNode, useId } from 'react';
import { BookCover } from '../BookCover/BookCover';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useBookshop, useLabels } from '../provider/context';
import { Stars } from '../Rating/Stars';
import { StockBadge, type StockBadgeState } from '../StockBadge/StockBadge';
import * as S from './BookCard.styles';
import { type BookCardLabels, bookCardLabels } from './labels';

export interface BookCardBook {
  id: string;
  /** The name in the reader's language. */
  name: string;
  /** The text of the book's address, given to `routes.book(id, pathName)`; its `name` when not given. */
  pathName?: string;
  /** The cover's address; without one (or when it fails to load) the card shows the name on the theme's colours. */
  image?: string | null;
  /** In the provider's currency; no price is shown when missing. */
  price?: number | null;
  /** 0 to 5; 0 when missing. */
  averageRating?: number | null;
  /** What the shop says of its stock; no badge when missing. A sold-out book cannot be added. */
  stockState?: StockBadgeState;
}

export interface BookCardProps extends RootProps {
  /** The book to show. */
  book: BookCardBook;
  /** Called with the book's id when its button is pressed. */
  onAddToBasket: (bookId: string) => void;
  /** Texts of this card; the provider's `labels.bookCard` otherwise. */
  labels?: Partial<BookCardLabels>;
  /** Load the cover eagerly (the first cards on screen). */
  priority?: boolean;
  /** `'high'` for the page's main picture (the first cover of a list that opens the page). */
  fetchPriority?: 'high' | 'auto';
  /** How wide the cover is shown, for the browser to choose from the provider's `imageSources`. */
  sizes?: string;
  /** Level of the book's name heading, to follow the page's outline (3 by default). */
  headingLevel?: 2 | 3 | 4;
  /**
   * A "save for later" heart (issue 37), e.g. `<ForLaterButton compact …/>`, after the card's link;
   * `CategoryGrid` lays it on the cover's corner. An element, so a card without one carries none of it.
   */
  forLater?: ReactNode;
}

/** A card's width in the kit's shelves and grids: two side by side on a phone, at most about 240 px. */
export const BOOK_CARD_SIZES = '(min-width: 720px) 240px, 50vw';

const part = partsOf('book-card');

/**
 * A book in a list: cover, name, price, rating and an add-to-basket button; links to the book page.
 *
 * Parts (`data-scope="book-card"`): `root` (the `<article>`, which takes `ref`), `link`, `cover`
 * (the picture, or the name on the theme's colours when it has none: then also `data-fallback`),
 * `name`, `price`, `rating`, `stock`, `add-button`.
 */
export const BookCard = forwardRef<HTMLElement, BookCardProps>(function BookCard(
  {
    book,
    onAddToBasket,
    labels,
    priority = false,
    fetchPriority,
    sizes = BOOK_CARD_SIZES,
    headingLevel = 3,
    forLater,
    ...root
  },
  ref,
) {
  const text = useLabels('bookCard', bookCardLabels, labels);
  const { routes, formatPrice } = useBookshop();
  const rating = book.averageRating ?? 0;
  const stockId = useId();

  return (
    <S.Card ref={ref} {...part('root')} {...rootProps(root)}>
      <S.BookLink {...part('link')} href={routes.book(book.id, book.pathName ?? book.name)}>
        <BookCover
          part={part('cover')}
          image={book.image}
          title={book.name}
          sizes={sizes}
          width={150}
          height={225}
          loading={priority || fetchPriority === 'high' ? 'eager' : 'lazy'}
          fetchPriority={fetchPriority}
        />
        <S.Name {...part('name')} as={`h${headingLevel}`}>
          {book.name}
        </S.Name>
      </S.BookLink>
      {forLater}
      <S.Details>
        {book.price != null && <S.Price {...part('price')}>{formatPrice(book.price)}</S.Price>}
        <Stars {...part('rating')} value={rating} label={text.rating(rating)} />
      </S.Details>
      {book.stockState && <StockBadge {...part('stock')} id={stockId} state={book.stockState} />}
      <S.AddButton
        {...part('add-button')}
        type="button"
        aria-label={`${text.addToBasket}: ${book.name}`}
        aria-describedby={book.stockState ? stockId : undefined}
        disabled={book.stockState === 'soldOut'}
        data-pending-label={text.adding}
        onClick={() => onAddToBasket(book.id)}
      >
        {text.addToBasket}
      </S.AddButton>
    </S.Card>
  );
});

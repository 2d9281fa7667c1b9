'use client';
import { forwardRef } from 'react';
import { styled } from 'styled-components';
import type { BookCardBook } from '../BookCard/BookCard';
import type { CardsForLater } from '../ForLaterButton/cardHearts';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import type { CardsPerView } from '../Shelf/cardsPerView';
import { Spinner } from '../Spinner/Spinner';
import { Tabs } from '../Tabs/Tabs';
import { vars } from '../theme/vars';
import { BookShelf } from './BookShelf';
import { type BookCarouselLabels, bookCarouselLabels } from './labels';

export type BookCarouselTab = 'new' | 'popular';

export interface BookCarouselProps extends RootProps {
  /** Books of the "new" tab. */
  newBooks: BookCardBook[];
  /** Books of the "popular" tab. */
  popularBooks: BookCardBook[];
  /** The selected tab; "new" by default. */
  tab?: BookCarouselTab;
  /** Called when the reader picks the other tab. */
  onTabChange: (tab: BookCarouselTab) => void;
  /** Called with a book's id when its button is pressed. */
  onAddToBasket: (bookId: string) => void;
  /** A "save for later" heart on each card (issue 37): which books are kept, and the taps. */
  forLater?: CardsForLater;
  /** Shows a spinner instead of the books. */
  loading?: boolean;
  /** Texts of the tabs and arrows; the provider's `labels.bookCarousel` otherwise. */
  labels?: Partial<BookCarouselLabels>;
  /** From which width of the shelf how many cards show (see `Shelf`). */
  cardsPerView?: CardsPerView;
}

const part = partsOf('book-carousel');

/**
 * New and popular books in two tabs, each a shelf of book cards.
 *
 * Parts (`data-scope="book-carousel"`): `root` (the `Tabs`, which takes `ref`; its tabs and panels
 * keep the `tabs` scope), `shelf` (a `Shelf`), `empty`.
 */
export const BookCarousel = forwardRef<HTMLDivElement, BookCarouselProps>(function BookCarousel(
  {
    newBooks,
    popularBooks,
    tab = 'new',
    onTabChange,
    onAddToBasket,
    forLater,
    loading = false,
    labels,
    cardsPerView,
    ...root
  },
  ref,
) {
  const text = useLabels('bookCarousel', bookCarouselLabels, labels);
  const content = (books: BookCardBook[]) =>
    loading ? (
      <Spinner label={text.loading} />
    ) : books.length === 0 ? (
      <Empty {...part('empty')}>{text.empty}</Empty>
    ) : (
      <BookShelf
        {...part('shelf')}
        books={books}
        onAddToBasket={onAddToBasket}
        forLater={forLater}
        labels={{ previous: text.previous, next: text.next }}
        cardsPerView={cardsPerView}
      />
    );
  return (
    <Tabs<BookCarouselTab>
      ref={ref}
      {...part('root')}
      {...rootProps(root)}
      label={text.tabs}
      selected={tab}
      onSelect={onTabChange}
      tabs={[
        { id: 'new', label: text.new, content: content(newBooks) },
        { id: 'popular', label: text.popular, content: content(popularBooks) },
      ]}
    />
  );
});

const Empty = styled.p`
  padding: ${vars.space.lg};
  text-align: center;
  color: ${vars.color.muted};
`;

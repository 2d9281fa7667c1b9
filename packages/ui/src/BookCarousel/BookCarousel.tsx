'use client';
import { styled } from 'styled-components';
import type { BookCardBook } from '../BookCard/BookCard';
import { useLabels } from '../provider/context';
import type { CardsPerView } from '../Shelf/cardsPerView';
import { Spinner } from '../Spinner/Spinner';
import { Tabs } from '../Tabs/Tabs';
import { vars } from '../theme/vars';
import { BookShelf } from './BookShelf';
import { type BookCarouselLabels, bookCarouselLabels } from './labels';

export type BookCarouselTab = 'new' | 'popular';

export interface BookCarouselProps {
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
  /** Shows a spinner instead of the books. */
  loading?: boolean;
  /** Texts of the tabs and arrows; the provider's `labels.bookCarousel` otherwise. */
  labels?: Partial<BookCarouselLabels>;
  /** From which width of the shelf how many cards show (see `Shelf`). */
  cardsPerView?: CardsPerView;
}

/** New and popular books in two tabs, each a shelf of book cards. */
export function BookCarousel({
  newBooks,
  popularBooks,
  tab = 'new',
  onTabChange,
  onAddToBasket,
  loading = false,
  labels,
  cardsPerView,
}: BookCarouselProps) {
  const text = useLabels('bookCarousel', bookCarouselLabels, labels);
  const content = (books: BookCardBook[]) =>
    loading ? (
      <Spinner label={text.loading} />
    ) : books.length === 0 ? (
      <Empty>{text.empty}</Empty>
    ) : (
      <BookShelf
        books={books}
        onAddToBasket={onAddToBasket}
        previousLabel={text.previous}
        nextLabel={text.next}
        cardsPerView={cardsPerView}
      />
    );
  return (
    <Tabs<BookCarouselTab>
      label={text.tabs}
      selected={tab}
      onSelect={onTabChange}
      tabs={[
        { id: 'new', label: text.new, content: content(newBooks) },
        { id: 'popular', label: text.popular, content: content(popularBooks) },
      ]}
    />
  );
}

const Empty = styled.p`
  padding: ${vars.space.lg};
  text-align: center;
  color: ${vars.color.muted};
`;

import styled from 'styled-components';
import type { BookCardBook, BookCardLabels } from '../BookCard';
import { Spinner } from '../Spinner';
import { Tabs } from '../Tabs';
import { BookShelf } from './BookShelf';

export type BookCarouselTab = 'new' | 'popular';

export interface BookCarouselLabels {
  tabs: string;
  new: string;
  popular: string;
  previous: string;
  next: string;
  loading: string;
  empty: string;
}

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
  /** Texts of the tabs and arrows, in the reader's language. */
  labels?: BookCarouselLabels;
  /** Texts of each book card. */
  cardLabels?: BookCardLabels;
  /** Formats the prices, e.g. "es-ES". */
  locale?: string;
}

const englishLabels: BookCarouselLabels = {
  tabs: 'Books',
  new: 'New',
  popular: 'Popular',
  previous: 'Previous books',
  next: 'Next books',
  loading: 'Loading books',
  empty: 'No books yet',
};

/** New and popular books in two tabs, each a swiper of book cards. */
export function BookCarousel({
  newBooks,
  popularBooks,
  tab = 'new',
  onTabChange,
  onAddToBasket,
  loading = false,
  labels = englishLabels,
  cardLabels,
  locale,
}: BookCarouselProps) {
  const content = (books: BookCardBook[]) =>
    loading ? (
      <Spinner label={labels.loading} />
    ) : books.length === 0 ? (
      <Empty>{labels.empty}</Empty>
    ) : (
      <BookShelf
        books={books}
        onAddToBasket={onAddToBasket}
        previousLabel={labels.previous}
        nextLabel={labels.next}
        cardLabels={cardLabels}
        locale={locale}
      />
    );
  return (
    <Tabs<BookCarouselTab>
      label={labels.tabs}
      selected={tab}
      onSelect={onTabChange}
      tabs={[
        { id: 'new', label: labels.new, content: content(newBooks) },
        { id: 'popular', label: labels.popular, content: content(popularBooks) },
      ]}
    />
  );
}

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

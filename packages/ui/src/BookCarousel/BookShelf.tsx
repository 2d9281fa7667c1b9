import { useState } from 'react';
import styled from 'styled-components';
import { Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { BookCard, type BookCardBook, type BookCardLabels } from '../BookCard';
import { bookCarouselBreakpoints } from './booksPerSlide';

export interface BookShelfProps {
  /** The books to slide through. */
  books: BookCardBook[];
  /** Called with a book's id when its button is pressed. */
  onAddToBasket: (bookId: string) => void;
  /** Accessible name of the back arrow. */
  previousLabel: string;
  /** Accessible name of the forward arrow. */
  nextLabel: string;
  /** Texts of each book card. */
  cardLabels?: BookCardLabels;
  /** Formats the prices, e.g. "es-ES". */
  locale?: string;
}

/** A swiper of book cards with labelled previous / next buttons. */
export function BookShelf({
  books,
  onAddToBasket,
  previousLabel,
  nextLabel,
  cardLabels,
  locale,
}: BookShelfProps) {
  // Held in state so the Navigation module gets the buttons once they exist.
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  return (
    <Shelf>
      <Arrow ref={setPrevEl} type="button" aria-label={previousLabel}>
        ‹
      </Arrow>
      <Track>
        <Swiper
          modules={[Navigation]}
          spaceBetween={16}
          slidesPerView={1}
          breakpoints={bookCarouselBreakpoints}
          navigation={{ prevEl, nextEl }}
        >
          {books.map((book, index) => (
            <SwiperSlide key={book.id}>
              <BookCard
                book={book}
                onAddToBasket={onAddToBasket}
                labels={cardLabels}
                locale={locale}
                priority={index < 5}
              />
            </SwiperSlide>
          ))}
        </Swiper>
      </Track>
      <Arrow ref={setNextEl} type="button" aria-label={nextLabel}>
        ›
      </Arrow>
    </Shelf>
  );
}

const Shelf = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Track = styled.div`
  flex: 1;
  min-width: 0;
`;

const Arrow = styled.button`
  flex: none;
  width: 36px;
  height: 36px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: 1;
  cursor: pointer;

  &:disabled,
  &.swiper-button-disabled {
    opacity: 0.4;
    cursor: default;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

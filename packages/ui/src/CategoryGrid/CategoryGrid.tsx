'use client';
import { forwardRef, type Ref, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { css, keyframes, styled } from 'styled-components';
import { BookCard, type BookCardBook } from '../BookCard/BookCard';
import { type CardsForLater, cardHeart, heartsOnCovers } from '../ForLaterButton/cardHearts';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { componentRoot, secondaryButton, visuallyHidden } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type CategoryGridLabels, categoryGridLabels } from './labels';

export interface CategoryGridProps extends RootProps {
  /** The books of the grid. */
  books: BookCardBook[];
  /** Called with a book's id when its button is pressed. */
  onAddToBasket: (bookId: string) => void;
  /** A "save for later" heart on each card (issue 37): which books are kept, and the taps. */
  forLater?: CardsForLater;
  /** Shown when there are no books; the provider's `labels.categoryGrid.empty` otherwise. */
  emptyText?: string;
  /** Level of each book's name heading: one below the heading above the grid (3 by default). */
  headingLevel?: 2 | 3 | 4;
  /**
   * Shows this many books at first and as many more at each press of the show-more button (a category
   * of a hundred books is a long page to build at once); every book when not given.
   */
  pageSize?: number;
  /**
   * The books are loading: with none yet, grey skeleton cards hold their place (and a screen reader
   * hears the `loading` label); books already shown stay until the next ones come.
   */
  loading?: boolean;
  /** How many skeleton cards stand in while loading (8 by default: a first screen at any width). */
  skeletonCount?: number;
  /** How wide each cover is shown (`BOOK_CARD_SIZES` by default), for the provider's `imageSources`. */
  coverSizes?: string;
  /** The first cover is the page's main picture, fetched first (`'high'`, the default), or not (`'auto'`). */
  firstCoverPriority?: 'high' | 'auto';
  /**
   * Cards off the screen are laid out and painted only as they near it (CSS `content-visibility`), so
   * that a phone's first layouts, and the ones after a font arrives or the page is hydrated, handle
   * the first rows and not every card. Until then each stands at a card's usual height, so a scroll
   * position restored as a number of pixels may land a few rows' differences off: turn it on for a
   * page's first load, not for a list the reader comes back to (off by default).
   */
  deferOffscreenCards?: boolean;
  /** Texts of the grid; the provider's `labels.categoryGrid` otherwise. */
  labels?: Partial<CategoryGridLabels>;
}

const part = partsOf('category-grid');

/**
 * A responsive grid of book cards, or an empty-state line.
 *
 * Parts (`data-scope="category-grid"`): `root` (takes `ref`; with `data-state` `loading`, `empty` or
 * `books`), `grid`, `item` (each card's list item), `show-more`, `skeleton` (each placeholder card).
 */
export const CategoryGrid = forwardRef<HTMLElement, CategoryGridProps>(function CategoryGrid(
  {
    books,
    onAddToBasket,
    forLater,
    emptyText,
    headingLevel,
    pageSize,
    loading = false,
    skeletonCount = 8,
    coverSizes,
    firstCoverPriority = 'high',
    deferOffscreenCards = false,
    labels,
    ...root
  },
  ref,
) {
  const text = useLabels('categoryGrid', categoryGridLabels, labels);
  const [shownCount, setShownCount] = useState(pageSize ?? books.length);
  const grid = useRef<HTMLUListElement>(null);

  if (books.length === 0 && loading) {
    return (
      <div
        ref={ref as Ref<HTMLDivElement>}
        role="status"
        {...part('root')}
        data-state="loading"
        {...rootProps(root)}
      >
        <Hidden>{text.loading}</Hidden>
        <Grid aria-hidden="true" data-skeleton="true" {...part('grid')}>
          {Array.from({ length: skeletonCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the placeholders have nothing else to tell them apart
            <li key={index}>
              <Skeleton {...part('skeleton')}>
                <Bone $ratio="2 / 3" />
                <Bone $height="1.2em" />
                <Bone $height="1.2em" $width="60%" />
                <Bone $height="2.2em" />
              </Skeleton>
            </li>
          ))}
        </Grid>
      </div>
    );
  }
  if (books.length === 0)
    return (
      <Empty ref={ref as Ref<HTMLParagraphElement>} {...part('root')} data-state="empty" {...rootProps(root)}>
        {emptyText ?? text.empty}
      </Empty>
    );
  const shown = pageSize === undefined ? books : books.slice(0, shownCount);
  return (
    <Root ref={ref as Ref<HTMLDivElement>} {...part('root')} data-state="books" {...rootProps(root)}>
      <Grid ref={grid} $deferOffscreen={deferOffscreenCards} {...part('grid')}>
        {shown.map((book, index) => (
          <li key={book.id} {...part('item')}>
            <BookCard
              book={book}
              onAddToBasket={onAddToBasket}
              forLater={cardHeart(forLater, book)}
              priority={index < 5}
              fetchPriority={index === 0 ? firstCoverPriority : undefined}
              sizes={coverSizes}
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </Grid>
      {pageSize !== undefined && shown.length < books.length && (
        <ShowMore
          {...part('show-more')}
          type="button"
          onClick={() => {
            const firstAdded = shown.length;
            flushSync(() => setShownCount(firstAdded + pageSize));
            // The first added book takes the focus, so a keyboard reader carries on from there.
            grid.current?.children[firstAdded]?.querySelector('a')?.focus();
          }}
        >
          {text.showMore(shown.length, books.length)}
        </ShowMore>
      )}
    </Root>
  );
});

const Root = styled.div`
  ${componentRoot}
`;

// Columns of at least 180 px, but always two side by side on a phone (a 375 px screen has 327 px).
const Grid = styled.ul<{ $deferOffscreen?: boolean }>`
  ${componentRoot}
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(180px, calc((100% - ${vars.space.md}) / 2)), 1fr));
  gap: ${vars.space.md};
  list-style: none;
  margin: 0;
  padding: 0;

  /* The cards of a row are as tall as its tallest, so their buttons line up. */
  & > li {
    display: flex;
  }

  ${heartsOnCovers}

  /* A card's height is 415–486 px at any width; once shown, the last one it had. */
  ${({ $deferOffscreen }) =>
    $deferOffscreen &&
    css`
      & > li {
        content-visibility: auto;
        contain-intrinsic-size: auto 460px;
      }
    `}
`;

const ShowMore = styled.button`
  ${secondaryButton}
  display: block;
  margin: ${vars.space.lg} auto 0;
`;

const Empty = styled.p`
  ${componentRoot}
  padding: ${vars.space.lg};
  text-align: center;
  color: ${vars.color.muted};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

/** The outline of a book card (see BookCard) while its book loads. */
const Skeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  max-width: 220px;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

const Bone = styled.div<{ $ratio?: string; $height?: string; $width?: string }>`
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? 'auto'};
  aspect-ratio: ${({ $ratio }) => $ratio ?? 'auto'};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.border};
  animation: ${pulse} 1.5s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

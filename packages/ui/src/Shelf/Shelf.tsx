'use client';
import { Children, forwardRef, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { css, styled } from 'styled-components';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';
import { CARDS_PER_VIEW, type CardsPerView } from './cardsPerView';
import { type ShelfLabels, shelfLabels } from './labels';

export interface ShelfProps extends RootProps {
  /** The cards, shown side by side as many as the shelf's own width allows (see `cardsPerView`). */
  children: ReactNode;
  /** The arrows' accessible names; the provider's `labels.shelf` otherwise. */
  labels?: Partial<ShelfLabels>;
  /** From which width of the shelf how many cards show; `CARDS_PER_VIEW` by default. */
  cardsPerView?: CardsPerView;
}

const part = partsOf('shelf');

/**
 * A row of cards that scrolls sideways: by touch, trackpad or keyboard (native scrolling that snaps to
 * each card), or one card at a time with the labelled arrows. Plain CSS and a few lines of script, so
 * the shelves of the home page add nothing to its first load. In a right-to-left page the shelf starts
 * at the right and the next arrow, on the left, moves leftwards (its glyph mirrored by the text's own
 * direction, as ‹ and › are).
 *
 * The number of cards follows the shelf's own width (a CSS container query), not the window's: a shelf
 * in a narrow column shows fewer cards, and a server-rendered shelf is right from its first paint.
 *
 * Parts (`data-scope="shelf"`): `root` (takes `ref`), `previous`, `track` (the scrolling list), `item`
 * (each card's list item), `next`.
 */
export const Shelf = forwardRef<HTMLDivElement, ShelfProps>(function Shelf(
  { children, labels, cardsPerView = CARDS_PER_VIEW, ...root },
  ref,
) {
  const text = useLabels('shelf', shelfLabels, labels);
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const count = Children.count(children);

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    // Right to left, scrollLeft runs from 0 at the start down to negative numbers: its size is the
    // distance from the start either way. One pixel of slack: scroll positions are fractional on
    // zoomed and high-density screens.
    const scrolled = Math.abs(element.scrollLeft);
    setEdges({
      atStart: scrolled <= 1,
      atEnd: scrolled + element.clientWidth >= element.scrollWidth - 1,
    });
  }, []);

  // Measured when the shelf appears and whenever it is resized...
  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);
  // ...and when cards come or go, which moves the far end. Not when the shelf first shows: the
  // observer's first call measures it then, after the browser has laid the page out, where measuring
  // here forced a layout of the whole page in the middle of the page's start-up work.
  const measuredCount = useRef(count);
  useEffect(() => {
    if (count === measuredCount.current && typeof ResizeObserver !== 'undefined') return;
    measuredCount.current = count;
    measure();
  }, [count, measure]);

  /** One card towards the end of the line (1) or its start (-1), whichever way the line runs. */
  const move = (towardsEnd: 1 | -1) => {
    const element = track.current;
    const card = element?.firstElementChild;
    if (!element || !(card instanceof HTMLElement)) return;
    const style = getComputedStyle(element);
    const gap = Number.parseFloat(style.columnGap) || 0;
    const sideways = style.direction === 'rtl' ? -towardsEnd : towardsEnd;
    element.scrollBy({ left: sideways * (card.offsetWidth + gap), behavior: 'smooth' });
  };

  return (
    <Row ref={ref} {...part('root')} {...rootProps(root)}>
      <Arrow
        type="button"
        aria-label={text.previous}
        disabled={edges.atStart}
        onClick={() => move(-1)}
        {...part('previous')}
      >
        ‹
      </Arrow>
      <Track ref={track} onScroll={measure} $cardsPerView={cardsPerView} {...part('track')}>
        {Children.map(children, (child) => (
          <Card {...part('item')}>{child}</Card>
        ))}
      </Track>
      <Arrow
        type="button"
        aria-label={text.next}
        disabled={edges.atEnd}
        onClick={() => move(1)}
        {...part('next')}
      >
        ›
      </Arrow>
    </Row>
  );
});

const Row = styled.div`
  ${componentRoot}
  container: bookshop-shelf / inline-size;
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
`;

// The row is the container: the track, inside it, takes its number of cards from the row's width.
const Track = styled.ul<{ $cardsPerView: CardsPerView }>`
  flex: 1;
  min-width: 0;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc(
    (100% - (var(--bookshop-shelf-cards, 1) - 1) * ${vars.space.md}) / var(--bookshop-shelf-cards, 1)
  );
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }

  ${({ $cardsPerView }) =>
    $cardsPerView.map(
      ([minWidth, cards]) => css`
        @container bookshop-shelf (min-width: ${minWidth}px) {
          --bookshop-shelf-cards: ${cards};
        }
      `,
    )}
`;

const Card = styled.li`
  min-width: 0;
  scroll-snap-align: start;

  /* The track clips whatever sticks out of it, so focus rings are drawn just inside. */
  & :focus-visible {
    outline-offset: -3px;
  }
`;

const Arrow = styled.button`
  flex: none;
  width: 36px;
  height: 36px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.round};
  background: ${vars.color.surface};
  color: ${vars.color.primary};
  font-size: ${vars.fontSize.xl};
  line-height: 1;
  cursor: pointer;

  &:disabled {
    opacity: 0.4;
    cursor: default;
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
  }
`;

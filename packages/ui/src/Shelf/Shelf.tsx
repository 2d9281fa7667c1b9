import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { CARDS_PER_VIEW } from './cardsPerView';

export interface ShelfProps {
  /** The cards; as many show side by side as fit the viewport (see `cardsPerView`). */
  children: ReactNode;
  /** Accessible name of the back arrow. */
  previousLabel: string;
  /** Accessible name of the forward arrow. */
  nextLabel: string;
}

/**
 * A row of cards that scrolls sideways: by touch, trackpad or keyboard (native scrolling that snaps to
 * each card), or one card at a time with the labelled arrows. Plain CSS and a few lines of script, so
 * the shelves of the home page add nothing to its first load.
 */
export function Shelf({ children, previousLabel, nextLabel }: ShelfProps) {
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const count = Children.count(children);

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    // One pixel of slack: scroll positions are fractional on zoomed and high-density screens.
    setEdges({
      atStart: element.scrollLeft <= 1,
      atEnd: element.scrollLeft + element.clientWidth >= element.scrollWidth - 1,
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
  // ...and when cards come or go, which moves the far end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the number of cards is what triggers it
  useEffect(measure, [count]);

  const move = (direction: 1 | -1) => {
    const element = track.current;
    const card = element?.firstElementChild;
    if (!element || !(card instanceof HTMLElement)) return;
    const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
    element.scrollBy({ left: direction * (card.offsetWidth + gap), behavior: 'smooth' });
  };

  return (
    <Row>
      <Arrow type="button" aria-label={previousLabel} disabled={edges.atStart} onClick={() => move(-1)}>
        ‹
      </Arrow>
      <Track ref={track} onScroll={measure}>
        {Children.map(children, (child) => (
          <Card>{child}</Card>
        ))}
      </Track>
      <Arrow type="button" aria-label={nextLabel} disabled={edges.atEnd} onClick={() => move(1)}>
        ›
      </Arrow>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Track = styled.ul`
  --cards: 1;
  flex: 1;
  min-width: 0;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - (var(--cards) - 1) * ${({ theme }) => theme.space.md}) / var(--cards));
  gap: ${({ theme }) => theme.space.md};
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

  ${CARDS_PER_VIEW.map(
    ([minWidth, cards]) => css`
      @media (min-width: ${minWidth}px) {
        --cards: ${cards};
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
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.fontSize.xl};
  line-height: 1;
  cursor: pointer;

  &:disabled {
    opacity: 0.4;
    cursor: default;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

import { type ReactNode, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

interface WhenNearProps {
  /** Height the part takes once shown, so that nothing moves when it appears. */
  minHeight: string;
  children: ReactNode;
}

/**
 * Rendering starts this far below the screen: enough to be ready as it scrolls in, small enough that a
 * part just below the first screen of a phone (the home page's authors, 140 px below) waits.
 */
const MARGIN = '100px 0px';
const interactions = ['keydown', 'pointerdown', 'touchstart'] as const;

/**
 * Renders a below-the-fold part of a page only when it comes near the screen, or at the reader's first
 * key or touch (so that Tab still reaches its links in order): the first paint does less work.
 */
export function WhenNear({ minHeight, children }: WhenNearProps) {
  const [shown, setShown] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = placeholder.current;
    if (shown || !box) return;
    const show = () => setShown(true);
    if (typeof IntersectionObserver === 'undefined') return show();
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && show(),
      {
        rootMargin: MARGIN,
      },
    );
    observer.observe(box);
    for (const type of interactions) window.addEventListener(type, show, { once: true, capture: true });
    return () => {
      observer.disconnect();
      for (const type of interactions) window.removeEventListener(type, show, { capture: true });
    };
  }, [shown]);

  return shown ? children : <Placeholder ref={placeholder} $minHeight={minHeight} />;
}

const Placeholder = styled.div<{ $minHeight: string }>`
  min-height: ${({ $minHeight }) => $minHeight};
`;

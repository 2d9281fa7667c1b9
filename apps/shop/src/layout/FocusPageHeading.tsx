import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from './SkipLink';

/** How long a new page may take to show its heading (its data may still be loading). */
const WAIT_FOR_HEADING_MS = 10_000;

/**
 * After every move to another page (not on the first load) the focus goes to the new page's `h1`, so
 * that a screen reader announces it and the next Tab starts in the page, not at the top of the frame
 * (WCAG 2.4.3). Changes of the address's query only (a filter, a sort, a page of results) keep the focus
 * where the reader left it.
 */
export function FocusPageHeading() {
  const { pathname } = useLocation();
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per move to another page.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return whenHeadingShows((heading) => {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    });
  }, [pathname]);

  return null;
}

/** Calls `then` with the page's `h1` once it is in the page; returns a function that stops waiting. */
function whenHeadingShows(then: (heading: HTMLElement) => void): () => void {
  const find = () => document.getElementById(MAIN_CONTENT_ID)?.querySelector<HTMLElement>('h1') ?? null;
  const now = find();
  if (now) {
    then(now);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const heading = find();
    if (!heading) return;
    stop();
    then(heading);
  });
  const timer = setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router-dom';

/**
 * The state a navigation carries when the page should stay where it is (a list re-sorted or
 * filtered under the reader's eyes): `navigate(to, { state: keepScroll })`.
 */
export const keepScroll = { keepScroll: true } as const;

const keepsScroll = (location: Location) =>
  (location.state as Partial<typeof keepScroll> | null)?.keepScroll === true;

/**
 * Where the pages of this visit are scrolled. A navigation starts the new page at its top (or at its
 * `#fragment`), unless it keeps the scroll; Back and Forward find a page where it was left. The page
 * a load begins with is never moved: the reader may have scrolled it before the shop's scripts woke
 * (a page the server rendered shows at once), and a tap aimed then must find what it was aimed at.
 * A reload or a return from another site is the browser's own to restore, as it is for any page.
 * (React Router's `ScrollRestoration` scrolled the first page to its top, or to where it was on an
 * earlier load, when the router started.)
 */
export function ScrollPositions() {
  const location = useLocation();
  const action = useNavigationType();
  // Scroll positions by history entry, kept as the reader scrolls: when a navigation renders, the page
  // left behind is already gone from the screen.
  const positions = useRef(new Map<string, number>());
  const current = useRef(location.key);
  // The history entry whose position was last set (none before the first page): the same entry again
  // (React's development mode runs effects twice) is no navigation.
  const placed = useRef<string | null>(null);

  useEffect(() => {
    const history = window.history;
    // Back and Forward between the shop's own pages are restored here, once the page is drawn; a
    // reload or a return from another document is left to the browser.
    const manual = () => {
      history.scrollRestoration = 'manual';
    };
    const auto = () => {
      history.scrollRestoration = 'auto';
    };
    const remember = () => positions.current.set(current.current, window.scrollY);
    manual();
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', auto);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', auto);
      window.removeEventListener('pageshow', manual);
      auto();
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    const firstPage = placed.current === null;
    if (placed.current === location.key) return;
    placed.current = location.key;
    if (firstPage) return;
    const saved = positions.current.get(location.key);
    if (action === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash && document.getElementById(decodeFragment(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else if (!keepsScroll(location)) window.scrollTo(0, 0);
  }, [location, action]);

  return null;
}

/** A `#fragment` as the id it names; one that does not decode names nothing. */
function decodeFragment(fragment: string): string {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return '';
  }
}

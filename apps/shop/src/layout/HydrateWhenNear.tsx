import { type ReactElement, type ReactNode, Suspense, use, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { isPlainClick } from '../plainClick';

/**
 * Whether the page the browser is taking over was rendered by the server for this very reader (a
 * guest's page, as it is): only then may its parts below the first screen keep the server's HTML and
 * wake later. `main.tsx` turns it on just before it hydrates such a page and off once the page answers
 * input, so parts rendered afterwards (the next pages) render at once.
 */
let partsMayWait = false;
export function letPartsWait(wait: boolean) {
  partsMayWait = wait;
}

/** A part waits until it is this far below (or above) the screen: ready well before it is seen. */
const MARGIN = '600px 0px';
/** The reader's first key or touch wakes every part, so that Tab and a tap find them awake. */
const interactions = ['keydown', 'pointerdown', 'touchstart'] as const;

/** When a waiting part may wake, and when it has woken (hydrated). */
class Alarm {
  rung = false;
  asked = false;
  readonly ringing: Promise<void>;
  readonly woken: Promise<void>;
  ring: () => void = () => {};
  markWoken: () => void = () => {};
  constructor() {
    this.ringing = new Promise((resolve) => {
      this.ring = () => {
        this.rung = true;
        resolve();
      };
    });
    this.woken = new Promise((resolve) => {
      this.markWoken = resolve;
    });
  }
}

/**
 * A part of a server-rendered page below the first screen (the footer, a book's comments) that the
 * browser takes over only when it comes near the screen or the reader touches the page: until then
 * React keeps the server's HTML as it is inside a Suspense boundary that has not hydrated, so the page
 * wakes up with less work. Its links work meanwhile (they are links); a plain click on it before it
 * has woken is held and made again once it has, so no tap is lost. Anywhere else (the browser drew
 * the page, or a later page) the part renders at once.
 */
export function HydrateWhenNear({ children }: { children: ReactElement }) {
  const [alarm] = useState(() => (partsMayWait ? new Alarm() : null));
  const box = useRef<HTMLDivElement>(null);
  // The page re-renders around the part (its basket, its reader): the part is given to React as the
  // same element while its props are the same, so that one still asleep is not woken by it.
  const kept = useRef<{ child: ReactElement; boundary: ReactElement } | null>(null);
  if (!kept.current || !sameElement(kept.current.child, children)) {
    kept.current = {
      child: children,
      boundary: (
        <Suspense fallback={null}>
          <Sleep alarm={alarm}>{children}</Sleep>
        </Suspense>
      ),
    };
  }

  useEffect(() => {
    const element = box.current;
    if (!alarm || alarm.rung || !element) return;
    const wake = () => alarm.ring();
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && wake(),
      { rootMargin: MARGIN },
    );
    for (const child of element.children) observer.observe(child);
    const holdClick = (event: MouseEvent) => {
      const target = event.target;
      if (!isPlainClick(event) || !(target instanceof HTMLElement) || !element.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      wake();
      void alarm.woken.then(() => setTimeout(() => target.isConnected && target.click()));
    };
    for (const type of interactions) window.addEventListener(type, wake, { once: true, capture: true });
    window.addEventListener('click', holdClick, true);
    void alarm.woken.then(() => window.removeEventListener('click', holdClick, true));
    return () => {
      observer.disconnect();
      for (const type of interactions) window.removeEventListener(type, wake, { capture: true });
      window.removeEventListener('click', holdClick, true);
    };
  }, [alarm]);

  return <Box ref={box}>{kept.current.boundary}</Box>;
}

/** Two elements of one component with the same props, compared one by one. */
function sameElement(a: ReactElement, b: ReactElement): boolean {
  if (a.type !== b.type || a.key !== b.key) return false;
  const before = a.props as Record<string, unknown>;
  const after = b.props as Record<string, unknown>;
  const keys = Object.keys(after);
  return (
    keys.length === Object.keys(before).length && keys.every((key) => Object.is(before[key], after[key]))
  );
}

/**
 * Suspends (keeping the server's HTML) until the alarm rings; then renders the part. Asked again
 * before it rang, React needs the part now (the page around it changed, or an event landed on it):
 * it wakes at once.
 */
function Sleep({ alarm, children }: { alarm: Alarm | null; children: ReactNode }) {
  if (alarm && !alarm.rung) {
    if (alarm.asked) alarm.ring();
    else {
      alarm.asked = true;
      use(alarm.ringing);
    }
  }
  useEffect(() => alarm?.markWoken(), [alarm]);
  return children;
}

// No box of its own: the part lays out as it would without it (the observer watches its children).
const Box = styled.div`
  display: contents;
`;

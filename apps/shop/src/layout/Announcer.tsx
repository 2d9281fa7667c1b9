import { vars } from '@bookshop/ui';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import styled from 'styled-components';

interface Announcement {
  text: string;
  /** Shown on screen as well (a confirmation); otherwise only read out. */
  visible: boolean;
  /** Tells two equal texts apart, so that the second is announced too. */
  at: number;
  /** Where a visible confirmation shows: away from the button just pressed, so it never covers it. */
  edge: 'top' | 'bottom';
}

const announcementAtom = atom<Announcement | null>(null);

/** How long a visible confirmation stays on screen. */
const SHOWN_MS = 5000;

/** Says something in the shop's polite live region: basket changes, list loads, failures. */
export function useAnnounce() {
  const set = useSetAtom(announcementAtom);
  return useCallback(
    (text: string, { visible = false } = {}) =>
      set({ text, visible, at: Date.now(), edge: edgeAwayFrom(document.activeElement) }),
    [set],
  );
}

/**
 * The screen's edge farther from what the reader just pressed (the focused button): a button in the
 * lower half of the screen gets its confirmation at the top.
 */
function edgeAwayFrom(pressed: Element | null): Announcement['edge'] {
  if (!pressed || pressed === document.body) return 'bottom';
  const { top, bottom } = pressed.getBoundingClientRect();
  return (top + bottom) / 2 > window.innerHeight / 2 ? 'top' : 'bottom';
}

/**
 * The shop's one polite live region, in the page from the start (a region added together with its
 * text is not read). A visible announcement shows as a small confirmation at the bottom of the screen.
 */
export function Announcer() {
  const announcement = useAtomValue(announcementAtom);
  const set = useSetAtom(announcementAtom);

  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => set(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [announcement, set]);

  return (
    <Region
      role="status"
      aria-live="polite"
      aria-atomic="true"
      $visible={Boolean(announcement?.visible)}
      $edge={announcement?.edge ?? 'bottom'}
    >
      {announcement && <span key={announcement.at}>{announcement.text}</span>}
    </Region>
  );
}

const Region = styled.div<{ $visible: boolean; $edge: Announcement['edge'] }>`
  position: fixed;
  left: 50%;
  ${({ $edge }) => $edge}: ${vars.space.lg};
  z-index: 60;
  width: max-content;
  max-width: min(90vw, 480px);
  padding: ${vars.space.sm} ${vars.space.lg};
  font-weight: 600;
  color: ${vars.color.onInverse};
  background: ${vars.color.inverse};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.raised};
  transform: translateX(-50%);

  ${({ $visible }) =>
    !$visible &&
    `
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  `}
`;

import { sessionLimits } from '@bookshop/contract';
import { currentUserQuery } from '@bookshop/data';
import { ConfirmDialog } from '@bookshop/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAreaWords } from '../../i18n/area';
import { useAnnounce } from '../../layout/Announcer';
import { sessionWords } from '../account/sessionWords';

const MINUTE = 60_000;
const IDLE_MS = sessionLimits.idleMs.admin;
/** The server writes a session's last use at most once a minute: it may count from up to a minute earlier. */
const SERVER_MARGIN_MS = MINUTE;
/** WCAG 2.2.1 (Timing Adjustable): a warning, and time enough to answer it with one press. */
const WARN_BEFORE_MS = 2 * MINUTE;
/** Typing or clicking in the page keeps the session, with one call at most this often. */
const KEEP_EVERY_MS = 5 * MINUTE;

/**
 * An admin's session ends after 30 minutes unused (the API's README, Security). While the admin works in
 * the page (types, clicks) the session is kept, even if nothing is sent: a long form is not lost. After
 * a pause, two minutes before it would end, a dialog asks whether they are still there; one press keeps
 * it. Past the end, the shop asks the server, which says whether the session is gone, and says so.
 */
export default function AdminSessionKeeper() {
  const { words } = useAreaWords(sessionWords);
  const text = words.adminSession;
  const queryClient = useQueryClient();
  const announce = useAnnounce();
  const [keptAt, setKeptAt] = useState(() => Date.now());
  const [asking, setAsking] = useState(false);
  const keeping = useRef(false);
  const keptAtNow = useRef(keptAt);
  keptAtNow.current = keptAt;
  const askingNow = useRef(asking);
  askingNow.current = asking;

  /** Asks who is signed in: the call itself keeps a live session; a null answer means it has ended. */
  const keep = useCallback(async () => {
    if (keeping.current) return;
    keeping.current = true;
    try {
      const user = await queryClient.fetchQuery({ ...currentUserQuery(), staleTime: 0 });
      setAsking(false);
      if (user) setKeptAt(Date.now());
      else announce(text.ended, { visible: true });
    } catch {
      // Offline for a moment: the next press or the end of the wait asks again.
    } finally {
      keeping.current = false;
    }
  }, [queryClient, announce, text.ended]);

  useEffect(() => {
    // While the question is open, only its answer counts (a Tab to reach its button must not close it).
    const onActivity = () => {
      if (!askingNow.current && Date.now() - keptAtNow.current >= KEEP_EVERY_MS) void keep();
    };
    const options = { capture: true, passive: true };
    window.addEventListener('pointerdown', onActivity, options);
    window.addEventListener('keydown', onActivity, options);
    return () => {
      window.removeEventListener('pointerdown', onActivity, options);
      window.removeEventListener('keydown', onActivity, options);
    };
  }, [keep]);

  useEffect(() => {
    const warnIn = keptAt + IDLE_MS - SERVER_MARGIN_MS - WARN_BEFORE_MS - Date.now();
    // Asked only once the server has surely ended it: asking sooner would keep it.
    const endIn = keptAt + IDLE_MS + 5000 - Date.now();
    const warning = setTimeout(() => setAsking(true), warnIn);
    const end = setTimeout(() => void keep(), endIn);
    return () => {
      clearTimeout(warning);
      clearTimeout(end);
    };
  }, [keptAt, keep]);

  return (
    <ConfirmDialog
      open={asking}
      title={text.title}
      message={text.message(IDLE_MS / MINUTE, WARN_BEFORE_MS / MINUTE)}
      confirmLabel={text.stay}
      labels={{ cancel: text.dismiss }}
      onConfirm={() => void keep()}
      onCancel={() => setAsking(false)}
    />
  );
}

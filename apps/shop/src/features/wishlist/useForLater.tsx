import { type Localised, textIn } from '@bookshop/contract';
import {
  type Book,
  currentUserQuery,
  useCurrentUser,
  useToggleForLater,
  wishlistQuery,
} from '@bookshop/data';
import { type CardsForLater, GuestNotice, vars } from '@bookshop/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { useAreaWords } from '../../i18n/area';
import { forLaterWords } from './forLaterWords';

/** What a tap on a "save for later" heart last did, said in a live region. */
type Outcome = { kind: 'signIn' } | { kind: 'kept' | 'forgotten' | 'failed'; name: string };

/**
 * "Para después" (issue 37) for the cards and the book page: which books the reader keeps, the taps,
 * and what the shop says after one. A guest's tap keeps nothing and says to sign in (with a link), so
 * the heart is never a dead button.
 */
export function useForLater() {
  const { words, language } = useAreaWords(forLaterWords);
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const kept = useQuery({ ...wishlistQuery(), enabled: Boolean(user) });
  const toggle = useToggleForLater();
  const [outcome, setOutcome] = useState<Outcome>();
  const keptIds = new Set(user ? (kept.data ?? []).map((entry) => entry.book._id) : []);

  return {
    isKept: (bookId: string) => keptIds.has(bookId),
    busy: toggle.isPending,
    toggle: async (bookId: string, name: Localised) => {
      const shown = textIn(name, language);
      // A tap made while the page still asks who the reader is (it has just woken) waits for the answer:
      // a signed-in reader is not told to sign in, and what they keep is read before it is changed.
      const reader = user ?? (await queryClient.ensureQueryData(currentUserQuery()).catch(() => null));
      if (!reader) return setOutcome({ kind: 'signIn' });
      const entries = await queryClient.ensureQueryData(wishlistQuery()).catch(() => undefined);
      if (!entries) return setOutcome({ kind: 'failed', name: shown });
      const keep = !entries.some((entry) => entry.book._id === bookId);
      toggle.mutate(
        { bookId, keep },
        {
          onSuccess: () => setOutcome({ kind: keep ? 'kept' : 'forgotten', name: shown }),
          onError: () => setOutcome({ kind: 'failed', name: shown }),
        },
      );
    },
    /** The live region: render it once near the hearts. */
    note: (
      <ForLaterNote outcome={outcome} words={words.forLater} failed={words.somethingFailed} />
    ) as ReactNode,
  };
}

/**
 * The hearts of a list of cards (a grid, a shelf): the kit's `forLater` for `books`, and the live note
 * to render once beside them.
 */
export function useCardsForLater(books: readonly Book[]): { forLater: CardsForLater; note: ReactNode } {
  const { isKept, toggle, note } = useForLater();
  return {
    forLater: {
      isKept,
      onToggle: (bookId) => {
        const book = books.find((item) => item.id === bookId);
        if (book) void toggle(book.id, book.name);
      },
    },
    note,
  };
}

function ForLaterNote({
  outcome,
  words,
  failed,
}: {
  outcome: Outcome | undefined;
  words: (typeof forLaterWords)['esp']['forLater'];
  failed: string;
}) {
  return (
    <Note role="status" data-for-later-note="">
      {outcome?.kind === 'signIn' && <GuestNotice message={words.signInToKeep} />}
      {outcome?.kind === 'kept' && words.kept(outcome.name)}
      {outcome?.kind === 'forgotten' && words.forgotten(outcome.name)}
      {outcome?.kind === 'failed' && failed}
    </Note>
  );
}

// Stays in view at the bottom of the books while the reader scrolls them; takes no room while empty.
const Note = styled.div`
  position: sticky;
  bottom: ${vars.space.sm};
  z-index: 1;

  &:not(:empty) {
    margin: ${vars.space.md} 0;
    padding: ${vars.space.sm} ${vars.space.md};
    background: ${vars.color.surface};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    box-shadow: ${vars.shadow.card};
  }
  /* The guest's notice is a card of its own: one box, not a box in a box. */
  &:has(> [data-scope='guest-notice']) {
    padding: 0;
    border: none;
  }
`;

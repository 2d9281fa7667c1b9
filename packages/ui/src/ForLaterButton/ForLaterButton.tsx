'use client';
import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { vars } from '../theme/vars';
import { type ForLaterButtonLabels, forLaterButtonLabels } from './labels';

export interface ForLaterButtonProps extends RootProps {
  /** The book's name in the reader's language: part of the button's accessible name. */
  bookName: string;
  /** Whether the book is kept for later (`aria-pressed`). */
  kept: boolean;
  /** Called when pressed: the shop keeps or forgets the book (or tells a guest to sign in). */
  onToggle: () => void;
  /** A tap is being saved: the button waits rather than taking another. */
  busy?: boolean;
  /** Show only the heart (on a book card); its accessible name stays the same. */
  compact?: boolean;
  /** Texts; the provider's `labels.forLaterButton` otherwise. */
  labels?: Partial<ForLaterButtonLabels>;
}

const part = partsOf('for-later-button');

/**
 * "Save for later": a toggle button (`aria-pressed`) with a heart, filled while the book is kept.
 * Its name includes the book's, so a page of cards has no two alike; at least 44 × 44 px.
 *
 * Parts (`data-scope="for-later-button"`): `root` (the `<button>`, takes `ref`), `icon`, `text`.
 */
export const ForLaterButton = forwardRef<HTMLButtonElement, ForLaterButtonProps>(function ForLaterButton(
  { bookName, kept, onToggle, busy = false, compact = false, labels, ...root },
  ref,
) {
  const text = useLabels('forLaterButton', forLaterButtonLabels, labels);
  return (
    <Toggle
      ref={ref}
      type="button"
      aria-pressed={kept}
      aria-label={text.keepBook(bookName)}
      aria-busy={busy || undefined}
      data-kept={kept || undefined}
      onClick={() => {
        if (!busy) onToggle();
      }}
      {...part('root')}
      {...rootProps(root)}
    >
      <svg {...part('icon')} aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.6 3.6 4 7.1 4c2 0 3.6 1.1 4.9 2.9C13.3 5.1 14.9 4 16.9 4c3.5 0 5.7 3.6 4.4 7.1-1.8 4.8-9.3 9.4-9.3 9.4z"
          fill={kept ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {!compact && <span {...part('text')}>{text.keepForLater}</span>}
    </Toggle>
  );
});

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space.sm};
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${vars.space.sm};
  font: inherit;
  font-weight: 600;
  color: ${vars.color.primary};
  background: ${vars.color.surface};
  border: 1px solid currentColor;
  border-radius: ${vars.radius.sm};
  cursor: pointer;

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

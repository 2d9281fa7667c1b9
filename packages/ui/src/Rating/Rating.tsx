'use client';
import { forwardRef, type KeyboardEvent, useId } from 'react';
import { styled } from 'styled-components';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { vars } from '../theme/vars';
import { type RatingLabels, ratingLabels } from './labels';
import { Stars } from './Stars';

export interface RatingProps extends RootProps {
  /** 0 (none) to 5 in halves. */
  value: number;
  /** Called with the picked value, or 0 when the current value is clicked again. */
  onChange?: (value: number) => void;
  /** Accessible name of the group; the provider's `labels.rating.label` ("Your rating") otherwise. */
  label?: string;
  /** Accessible names of the half stars; the provider's `labels.rating` otherwise. */
  labels?: Partial<RatingLabels>;
  /** Renders the read-only `Stars`, no inputs. */
  readOnly?: boolean;
  /** Star size in px. */
  size?: number;
}

const VALUES = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];

/** The key that moves to a higher value: the one pointing to the end of the line. */
const upKeys = { ltr: ['ArrowRight', 'ArrowUp'], rtl: ['ArrowLeft', 'ArrowUp'] };
const downKeys = { ltr: ['ArrowLeft', 'ArrowDown'], rtl: ['ArrowRight', 'ArrowDown'] };

const part = partsOf('rating');

/**
 * Interactive 0.5..5 star rating: a radio group of half stars. Clicking the current value clears it.
 * The stars fill from the start of the line, so from the right in a right-to-left page, where the
 * left arrow key raises the value.
 *
 * Parts (`data-scope="rating"`): `root` (the radio group, which takes `ref`), `half` (each half star,
 * with `data-value` and `data-filled`).
 */
export const Rating = forwardRef<HTMLDivElement, RatingProps>(function Rating(
  { value, onChange, label, labels, readOnly = false, size = 24, ...root },
  ref,
) {
  const text = useLabels('rating', ratingLabels, labels);
  const name = useId();
  if (readOnly)
    return <Stars ref={ref} value={value} label={label ?? text.label} size={size} {...rootProps(root)} />;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, v: number) => {
    const direction = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr';
    const index = VALUES.indexOf(v);
    let next: number | undefined;
    if (upKeys[direction].includes(event.key)) next = VALUES[Math.min(index + 1, VALUES.length - 1)];
    else if (downKeys[direction].includes(event.key)) next = VALUES[Math.max(index - 1, 0)];
    else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onChange?.(v === value ? 0 : v);
      return;
    }
    if (next === undefined) return;
    event.preventDefault();
    const group = event.currentTarget.closest('[role="radiogroup"]');
    group?.querySelector<HTMLInputElement>(`input[value="${next}"]`)?.focus();
    onChange?.(next);
  };

  return (
    <Group
      ref={ref}
      role="radiogroup"
      aria-label={label ?? text.label}
      $size={size}
      {...part('root')}
      {...rootProps(root)}
    >
      {VALUES.map((v) => {
        const filled = v <= value;
        const half = v % 1 !== 0;
        return (
          <Half key={v} $half={half} $filled={filled} {...part('half')} data-value={v} data-filled={filled}>
            <input
              type="radio"
              name={name}
              value={v}
              aria-label={text.value(v)}
              checked={v === value}
              tabIndex={v === value || (value === 0 && v === 0.5) ? 0 : -1}
              onChange={() => onChange?.(v)}
              onClick={() => {
                if (v === value) onChange?.(0);
              }}
              onKeyDown={(event) => onKeyDown(event, v)}
            />
            <span aria-hidden="true">★</span>
          </Half>
        );
      })}
    </Group>
  );
});

const Group = styled.div<{ $size: number }>`
  display: inline-flex;
  font-size: ${({ $size }) => $size}px;
  line-height: 1;
`;

// Each half star shows half of one glyph: the first half its start side, the second its end side
// (logical margins, so a right-to-left page fills the stars from the right). Each half is a target of
// 24 × 24 px at least (WCAG 2.5.8): below a 48 px star the room beyond the glyph's half is padding on
// the star's outer side, so the two halves still join into one star.
const halfWidth = 'max(0.5em, 24px)';
const Half = styled.label<{ $half: boolean; $filled: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  box-sizing: border-box;
  width: ${halfWidth};
  min-height: 24px;
  overflow: hidden;
  cursor: pointer;
  color: ${({ $filled }) => ($filled ? vars.color.star : vars.color.starEmpty)};
  ${({ $half }) => ($half ? 'padding-inline-start' : 'padding-inline-end')}: calc(${halfWidth} - 0.5em);
  margin-inline-end: ${({ $half }) => ($half ? '0' : '2px')};

  & > span {
    display: inline-block;
    flex: none;
    width: 1em;
    margin-inline-start: ${({ $half }) => ($half ? '0' : '-0.5em')};
  }

  & > input {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    border: 0;
    clip: rect(0 0 0 0);
    overflow: hidden;
  }

  &:focus-within {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 1px;
  }
`;

'use client';
import { type KeyboardEvent, useId, useRef } from 'react';
import { styled } from 'styled-components';
import { useLabels } from '../provider/context';
import { vars } from '../theme/vars';
import { type RatingLabels, ratingLabels } from './labels';
import { Stars } from './Stars';

export interface RatingProps {
  /** 0 (none) to 5 in halves. */
  value: number;
  /** Called with the picked value, or 0 when the current value is clicked again. */
  onChange?: (value: number) => void;
  /** Accessible name of the group, e.g. "Your rating". */
  label: string;
  /** Accessible names of the half stars; the provider's `labels.rating` otherwise. */
  labels?: Partial<RatingLabels>;
  /** Renders the read-only `Stars`, no inputs. */
  readOnly?: boolean;
  /** Star size in px. */
  size?: number;
}

const VALUES = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];

/** Interactive 0.5..5 star rating: a radio group of half stars. Clicking the current value clears it. */
export function Rating({ value, onChange, label, labels, readOnly = false, size = 24 }: RatingProps) {
  const text = useLabels('rating', ratingLabels, labels);
  const name = useId();
  const group = useRef<HTMLDivElement>(null);
  if (readOnly) return <Stars value={value} label={label} size={size} />;

  const focusValue = (v: number) => {
    const input = group.current?.querySelector<HTMLInputElement>(`input[value="${v}"]`);
    input?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, v: number) => {
    const index = VALUES.indexOf(v);
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = VALUES[Math.min(index + 1, VALUES.length - 1)] ?? v;
      focusValue(next);
      onChange?.(next);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') {
      event.preventDefault();
      const next = VALUES[Math.max(index - 1, 0)] ?? v;
      focusValue(next);
      onChange?.(next);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onChange?.(v === value ? 0 : v);
    }
  };

  return (
    <Group ref={group} role="radiogroup" aria-label={label} $size={size}>
      {VALUES.map((v) => {
        const filled = v <= value;
        const half = v % 1 !== 0;
        return (
          <Half key={v} $half={half} $filled={filled}>
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
}

const Group = styled.div<{ $size: number }>`
  display: inline-flex;
  font-size: ${({ $size }) => $size}px;
  line-height: 1;
`;

const Half = styled.label<{ $half: boolean; $filled: boolean }>`
  position: relative;
  display: inline-block;
  width: 0.5em;
  overflow: hidden;
  cursor: pointer;
  color: ${({ $filled }) => ($filled ? vars.color.star : vars.color.starEmpty)};
  margin-right: ${({ $half }) => ($half ? '0' : '2px')};

  & > span {
    display: inline-block;
    width: 1em;
    margin-left: ${({ $half }) => ($half ? '0' : '-0.5em')};
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

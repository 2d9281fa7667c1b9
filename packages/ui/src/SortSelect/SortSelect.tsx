'use client';
import { type ForwardedRef, forwardRef, type ReactElement, type Ref, useId } from 'react';
import { styled } from 'styled-components';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type SortSelectLabels, sortSelectLabels } from './labels';

export interface SortOption<K extends string = string> {
  value: K;
  label: string;
}

export interface SortSelectProps<K extends string = string> extends RootProps {
  /** The orders offered, in the order shown. */
  options: SortOption<K>[];
  /** The order in use. */
  value: K;
  /** Called with the order the reader picks. */
  onChange: (value: K) => void;
  /** Texts; the provider's `labels.sortSelect` otherwise. */
  labels?: Partial<SortSelectLabels>;
}

const part = partsOf('sort-select');

function SortSelectWithRef<K extends string>(
  { options, value, onChange, labels, ...root }: SortSelectProps<K>,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const text = useLabels('sortSelect', sortSelectLabels, labels);
  const id = useId();
  return (
    <Root ref={ref} {...part('root')} {...rootProps(root)}>
      <label htmlFor={id} {...part('label')}>
        {text.label}
      </label>
      <Select
        {...part('select')}
        id={id}
        value={value}
        onChange={(event) => {
          const picked = options.find((option) => option.value === event.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Root>
  );
}

/**
 * How a list is ordered: a labelled native select, so every keyboard and screen reader knows it.
 *
 * Parts (`data-scope="sort-select"`): `root` (takes `ref`), `label`, `select`.
 */
export const SortSelect = forwardRef(SortSelectWithRef) as <K extends string = string>(
  props: SortSelectProps<K> & { ref?: Ref<HTMLDivElement> },
) => ReactElement;

const Root = styled.div`
  ${componentRoot}
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  font-size: ${vars.fontSize.sm};
`;

const Select = styled.select`
  min-height: 44px;
  padding: 0 ${vars.space.sm};
  font: inherit;
  color: ${vars.color.text};
  background: ${vars.color.surface};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};

  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

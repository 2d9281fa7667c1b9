'use client';
import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type ResultCountLabels, resultCountLabels } from './labels';

export interface ResultCountProps extends RootProps {
  /** How many books the list holds (all pages). */
  count: number;
  /** More books matched than `count`, the most a search ranks: said as "more than". */
  more?: boolean;
  /** The next count is loading: the one shown is about to change. */
  busy?: boolean;
  /** Texts; the provider's `labels.resultCount` otherwise. */
  labels?: Partial<ResultCountLabels>;
}

const part = partsOf('result-count');

/**
 * How many books a list holds, in a polite live region: a screen reader hears the new count after
 * each sort, filter or page, without losing its place.
 *
 * Parts (`data-scope="result-count"`): `root` (takes `ref`).
 */
export const ResultCount = forwardRef<HTMLParagraphElement, ResultCountProps>(function ResultCount(
  { count, more = false, busy = false, labels, ...root },
  ref,
) {
  const text = useLabels('resultCount', resultCountLabels, labels);
  return (
    <Root ref={ref} role="status" aria-busy={busy} {...part('root')} {...rootProps(root)}>
      {more ? text.moreThan(count) : text.books(count)}
    </Root>
  );
});

const Root = styled.p`
  ${componentRoot}
  margin: 0;
  font-weight: 600;
  color: ${vars.color.muted};
`;

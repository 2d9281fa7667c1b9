'use client';
import { forwardRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { Link } from '../Link/Link';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { componentRoot, visuallyHidden } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type PaginationLabels, paginationLabels } from './labels';

export interface PaginationProps extends RootProps {
  /** The page shown, 1-based. */
  page: number;
  /** How many pages there are; nothing is drawn for one page or none. */
  pageCount: number;
  /** The address of a page: pages are links, so each page has its own shareable address. */
  href: (page: number) => string;
  /** How many page numbers are shown around the current one on each side (2 by default). */
  around?: number;
  /** Texts; the provider's `labels.pagination` otherwise. */
  labels?: Partial<PaginationLabels>;
}

/** The page numbers to show: the first, the last, and `around` on each side of the current one. */
export function visiblePages(page: number, pageCount: number, around: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  const from = Math.max(1, page - around);
  const to = Math.min(pageCount, page + around);
  if (from > 1) pages.push(1);
  if (from > 2) pages.push('gap');
  for (let number = from; number <= to; number++) pages.push(number);
  if (to < pageCount - 1) pages.push('gap');
  if (to < pageCount) pages.push(pageCount);
  return pages;
}

/** A page number or a gap, and whether it shows on a wide list, a narrow one (a phone's) or both. */
interface PageItem {
  kind: 'page' | 'gap';
  /** The page's number; for a gap, the number it comes before. */
  number: number;
  wide: boolean;
  narrow: boolean;
}

/**
 * The pages of a wide list (`around` each side) and of a narrow one (one each side) in one sequence,
 * each marked with where it shows, so that CSS alone picks by the list's width (the server's page too).
 */
function pageItems(page: number, pageCount: number, around: number): PageItem[] {
  const numbersOf = (side: number) =>
    new Set(visiblePages(page, pageCount, side).filter((item): item is number => item !== 'gap'));
  const wide = numbersOf(around);
  const narrow = numbersOf(Math.min(around, 1));
  const items: PageItem[] = [];
  const last = { wide: 0, narrow: 0 };
  for (const number of [...new Set([...wide, ...narrow])].sort((a, b) => a - b)) {
    const inWide = wide.has(number);
    const inNarrow = narrow.has(number);
    const gapInWide = inWide && last.wide > 0 && number > last.wide + 1;
    const gapInNarrow = inNarrow && last.narrow > 0 && number > last.narrow + 1;
    if (gapInWide || gapInNarrow) items.push({ kind: 'gap', number, wide: gapInWide, narrow: gapInNarrow });
    items.push({ kind: 'page', number, wide: inWide, narrow: inNarrow });
    if (inWide) last.wide = number;
    if (inNarrow) last.narrow = number;
  }
  return items;
}

/** Where an item shows, for the list's CSS: `data-shown="wide"` or `"narrow"`; nothing when on both. */
const shownOn = (item: { wide: boolean; narrow: boolean }) =>
  item.wide && item.narrow ? undefined : item.wide ? 'wide' : 'narrow';

const part = partsOf('pagination');

/**
 * Numbered pages of a list: first, previous, numbers, next, last. Every page is a link (its address
 * holds the page), the current one marked `aria-current="page"`; a step that leads nowhere (previous on
 * the first page) is shown dimmed, and is neither a link nor read out. The arrows point the way the
 * line runs (a right-to-left page mirrors « ‹ › » itself).
 *
 * Parts (`data-scope="pagination"`): `root` (the `<nav>`, which takes `ref`), `step` (first, previous,
 * next, last, with `data-step` and, when leading nowhere, `data-disabled`), `page` (each number, the
 * current one with `aria-current`), `gap`.
 */
export const Pagination = forwardRef<HTMLElement, PaginationProps>(function Pagination(
  { page, pageCount, href, around = 2, labels, ...root },
  ref,
) {
  const text = useLabels('pagination', paginationLabels, labels);
  if (pageCount <= 1) return null;
  const step = (name: string, target: number, label: string, symbol: string): ReactNode =>
    target === page || target < 1 || target > pageCount ? (
      // Not a link and not read out: there is nowhere to go.
      <Step data-disabled="true" aria-hidden="true" {...part('step')} data-step={name}>
        {symbol}
      </Step>
    ) : (
      <Step as={Link} href={href(target)} title={label} {...part('step')} data-step={name}>
        <span aria-hidden="true">{symbol}</span>
        <Hidden>{label}</Hidden>
      </Step>
    );

  return (
    <Root ref={ref} aria-label={text.nav} {...part('root')} {...rootProps(root)}>
      <List>
        {/* On a phone's width the first and last pages' numbers stand for « and ». */}
        <li data-shown="wide">{step('first', 1, text.first, '«')}</li>
        <li>{step('previous', page - 1, text.previous, '‹')}</li>
        {pageItems(page, pageCount, around).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.number}`} aria-hidden="true" data-shown={shownOn(item)}>
              <Gap {...part('gap')}>…</Gap>
            </li>
          ) : (
            <li key={item.number} data-shown={shownOn(item)}>
              <Step
                as={Link}
                href={href(item.number)}
                aria-current={item.number === page ? 'page' : undefined}
                aria-label={text.page(item.number)}
                {...part('page')}
              >
                {item.number}
              </Step>
            </li>
          ),
        )}
        <li>{step('next', page + 1, text.next, '›')}</li>
        <li data-shown="wide">{step('last', pageCount, text.last, '»')}</li>
      </List>
    </Root>
  );
});

/** Below this width (a phone's list) the list shows one page each side of the current one, no « ». */
const narrow = '@container pagination (max-width: 480px)';

const Root = styled.nav`
  ${componentRoot}
  container: pagination / inline-size;
  margin-top: ${vars.space.lg};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;

  & > [data-shown='narrow'] {
    display: none;
  }
  ${narrow} {
    gap: 2px;

    & > [data-shown='narrow'] {
      display: list-item;
    }
    & > [data-shown='wide'] {
      display: none;
    }
    /* Still 24 × 24 px at least (WCAG 2.5.8): 32 × 44. */
    & [data-part='page'],
    & [data-part='step'] {
      min-width: 32px;
      padding: 0 ${vars.space.xs};
    }
  }
`;

const Step = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  text-decoration: none;
  font-variant-numeric: tabular-nums;

  &[aria-current='page'] {
    background: ${vars.color.primary};
    border-color: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    font-weight: 600;
  }
  &[data-disabled='true'] {
    color: ${vars.color.muted};
    opacity: 0.6;
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 2px;
  }
`;

const Gap = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${vars.color.muted};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

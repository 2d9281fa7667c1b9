'use client';
import { forwardRef } from 'react';
import { styled } from 'styled-components';
import { Link } from '../Link/Link';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useBookshop, useLabels } from '../provider/context';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type BreadcrumbsLabels, breadcrumbsLabels } from './labels';

/** One step of the trail: a page above the current one (with its address), or the current page. */
export interface Crumb {
  label: string;
  /** The step's address; none for the current page. */
  href?: string;
}

export interface BreadcrumbsProps extends RootProps {
  /** The pages from the top down to the current one (the last), after the home page the trail starts with. */
  items: Crumb[];
  /** Texts; the provider's `labels.breadcrumbs` otherwise. */
  labels?: Partial<BreadcrumbsLabels>;
}

const part = partsOf('breadcrumbs');

/**
 * Where the page sits in the shop (Home › Fiction › Crime › book), each step above it a link. A
 * labelled navigation landmark with an ordered list; the last step is the current page, marked
 * `aria-current="page"`. The separators are drawn by CSS, so a screen reader does not read them.
 *
 * Parts (`data-scope="breadcrumbs"`): `root` (the `<nav>`, which takes `ref`), `list`, `item` (each
 * step; the current page's with `aria-current`).
 */
export const Breadcrumbs = forwardRef<HTMLElement, BreadcrumbsProps>(function Breadcrumbs(
  { items, labels, ...root },
  ref,
) {
  const text = useLabels('breadcrumbs', breadcrumbsLabels, labels);
  const { routes } = useBookshop();
  const crumbs: Crumb[] = [{ label: text.home, href: routes.home() }, ...items];
  return (
    <Nav ref={ref} aria-label={text.nav} {...part('root')} {...rootProps(root)}>
      <List {...part('list')}>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the trail is fixed for a page; names may repeat
            <li key={index}>
              {current || crumb.href === undefined ? (
                <span aria-current={current ? 'page' : undefined} {...part('item')}>
                  {crumb.label}
                </span>
              ) : (
                <Link href={crumb.href} {...part('item')}>
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </List>
    </Nav>
  );
});

const Nav = styled.nav`
  ${componentRoot}
  margin-bottom: ${vars.space.md};
  font-size: ${vars.fontSize.sm};
`;

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    min-width: 0;
  }

  li + li::before {
    content: '›';
    margin: 0 ${vars.space.sm};
    color: ${vars.color.muted};
  }

  /* At least 24 px high: a target a finger or a shaky hand can hit (WCAG 2.2, 2.5.8). */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    padding: ${vars.space.xs} 0;
    color: ${vars.color.primary};
  }

  [aria-current='page'] {
    color: ${vars.color.muted};
    overflow-wrap: anywhere;
  }
`;

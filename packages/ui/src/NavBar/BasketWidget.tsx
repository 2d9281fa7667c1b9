'use client';
import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Link } from '../Link';
import { partsOf, type RootProps, rootProps, useMergedRef } from '../parts/parts';
import { useBookshop, useLabels } from '../provider/context';
import { componentRoot, visuallyHidden } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type BasketWidgetLabels, basketWidgetLabels } from './labels';

export interface BasketWidgetItem {
  id: string;
  name: string;
  count: number;
  price: number;
}

export interface BasketWidgetProps extends RootProps {
  /** How many copies are in the basket. */
  count: number;
  /** In the provider's currency. */
  total: number;
  /** One entry per book for the dropdown. */
  items: BasketWidgetItem[];
  /** The widget's texts; the provider's `labels.basketWidget` otherwise. */
  labels?: Partial<BasketWidgetLabels>;
}

const part = partsOf('basket-widget');

/**
 * The basket in the navigation bar: count and total, a dropdown of its lines and a basket link. The
 * dropdown opens under the button's end edge (the left one in a right-to-left page).
 *
 * Parts (`data-scope="basket-widget"`): `root` (takes `ref`), `toggle`, `count`, `total`, `dropdown`,
 * `item` (each line, with `data-id`), `empty`, `basket-link`.
 */
export const BasketWidget = forwardRef<HTMLDivElement, BasketWidgetProps>(function BasketWidget(
  { count, total, items, labels, ...rest },
  ref,
) {
  const text = useLabels('basketWidget', basketWidgetLabels, labels);
  const { routes, formatPrice } = useBookshop();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const rootRef = useMergedRef(root, ref);
  const toggle = useRef<HTMLButtonElement>(null);
  const totalText = formatPrice(total);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes it; from inside, the focus goes back to its button.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (root.current?.contains(document.activeElement)) toggle.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <Root ref={rootRef} {...part('root')} {...rootProps(rest)}>
      <Toggle
        {...part('toggle')}
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L21 8H6" />
          <circle cx="9" cy="20" r="1.5" />
          <circle cx="18" cy="20" r="1.5" />
        </svg>
        <Hidden>{text.basket}</Hidden>
        <Count {...part('count')}>
          {count}
          <Hidden> {text.books(count)}</Hidden>
        </Count>
        <span {...part('total')}>{totalText}</span>
      </Toggle>
      <Dropdown id={listId} hidden={!open} {...part('dropdown')}>
        {items.length === 0 ? (
          <p {...part('empty')}>{text.empty}</p>
        ) : (
          <ul>
            {items.map((item) => (
              <li key={item.id} {...part('item')} data-id={item.id}>
                <span className="name">{item.name}</span>
                <span className="count">x {item.count}</span>
                <span className="price">{formatPrice(item.price * item.count)}</span>
              </li>
            ))}
          </ul>
        )}
        <Link href={routes.basket()} onClick={() => setOpen(false)} {...part('basket-link')}>
          {text.goToBasket}
        </Link>
      </Dropdown>
    </Root>
  );
});

const Root = styled.div`
  ${componentRoot}
  position: relative;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: 44px;
  padding: 0 ${vars.space.md};
  font: inherit;
  font-weight: 700;
  color: ${vars.color.onAccent};
  background: ${vars.color.accent};
  border: none;
  border-radius: ${vars.radius.round};
  cursor: pointer;
  white-space: nowrap;
`;

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 24px;
  height: 24px;
  padding: 0 6px;
  border-radius: ${vars.radius.round};
  color: ${vars.color.onInverse};
  background: ${vars.color.inverse};
`;

const Dropdown = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 6px);
  z-index: 30;
  width: min(340px, 90vw);
  padding: ${vars.space.md};
  color: ${vars.color.text};
  background: ${vars.color.surface};
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.raised};

  &[hidden] {
    display: none;
  }
  p {
    margin: 0 0 ${vars.space.sm};
  }
  ul {
    list-style: none;
    margin: 0 0 ${vars.space.md};
    padding: 0;
  }
  li {
    display: grid;
    grid-template-columns: 1fr auto auto;
    gap: ${vars.space.sm};
    padding: ${vars.space.xs} 0;
    border-bottom: 1px solid ${vars.color.border};
  }
  .count {
    color: ${vars.color.muted};
  }
  .price {
    font-weight: 600;
  }
  a {
    display: block;
    text-align: center;
    padding: ${vars.space.sm};
    font-weight: 600;
    color: ${vars.color.onPrimary};
    background: ${vars.color.primary};
    border-radius: ${vars.radius.sm};
    text-decoration: none;
  }
`;

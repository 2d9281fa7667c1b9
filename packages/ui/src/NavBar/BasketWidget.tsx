import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatPrice } from '../format';
import { Link } from '../Link';

export interface BasketWidgetItem {
  id: string;
  name: string;
  count: number;
  price: number;
}

export interface BasketWidgetLabels {
  basket: string;
  /** The word after the count, for screen readers ("3 books"). */
  books: (count: number) => string;
  empty: string;
  goToBasket: string;
}

export interface BasketWidgetProps {
  /** How many copies are in the basket. */
  count: number;
  /** Euros. */
  total: number;
  /** One entry per book for the dropdown. */
  items: BasketWidgetItem[];
  /** Formats the prices, e.g. "es-ES". */
  locale?: string;
  /** The widget's texts, in the reader's language. */
  labels?: BasketWidgetLabels;
}

const englishLabels: BasketWidgetLabels = {
  basket: 'Basket',
  books: (count) => (count === 1 ? 'book' : 'books'),
  empty: 'Your basket is empty',
  goToBasket: 'Go to the basket',
};

/** The basket in the navigation bar: count and total, a dropdown of its lines and a basket link. */
export function BasketWidget({ count, total, items, locale, labels = englishLabels }: BasketWidgetProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const totalText = formatPrice(total, locale);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <Root ref={root}>
      <Toggle
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
        <span className="visually-hidden">{labels.basket}</span>
        <Count>
          {count}
          <span className="visually-hidden"> {labels.books(count)}</span>
        </Count>
        <span>{totalText}</span>
      </Toggle>
      <Dropdown id={listId} hidden={!open}>
        {items.length === 0 ? (
          <p>{labels.empty}</p>
        ) : (
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <span className="name">{item.name}</span>
                <span className="count">x {item.count}</span>
                <span className="price">{formatPrice(item.price * item.count, locale)}</span>
              </li>
            ))}
          </ul>
        )}
        <Link href="/basket" onClick={() => setOpen(false)}>
          {labels.goToBasket}
        </Link>
      </Dropdown>
    </Root>
  );
}

const Root = styled.div`
  position: relative;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  font: inherit;
  font-weight: 700;
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.accent};
  border: none;
  border-radius: ${({ theme }) => theme.radius.round};
  cursor: pointer;
  white-space: nowrap;
`;

const Count = styled.span`
  display: inline-grid;
  place-items: center;
  min-width: 24px;
  height: 24px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.round};
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.text};
`;

const Dropdown = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 30;
  width: min(340px, 90vw);
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};

  &[hidden] {
    display: none;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ul {
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding: 0;
  }
  li {
    display: grid;
    grid-template-columns: 1fr auto auto;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  .count {
    color: ${({ theme }) => theme.color.muted};
  }
  .price {
    font-weight: 600;
  }
  a {
    display: block;
    text-align: center;
    padding: ${({ theme }) => theme.space.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.color.onPrimary};
    background: ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius.sm};
    text-decoration: none;
  }
`;

import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { Link } from '../Link';

/** SPEC section 9: the bar becomes fixed after scrolling past 176 px. */
export const NAV_FIXED_AFTER_PX = 176;

export interface NavCategory {
  slug: string;
  label: string;
  children: { slug: string; label: string }[];
}

export interface NavBarLabels {
  /** Accessible name of the navigation ("Categories"). */
  categories: string;
  openMenu: string;
  closeMenu: string;
}

export interface NavBarProps {
  /** The five top categories with their subcategories. */
  categories: NavCategory[];
  /** Shown at the end of the bar, e.g. the BasketWidget. */
  basket?: ReactNode;
  /** Menu button texts, in the reader's language. */
  labels?: NavBarLabels;
}

const englishLabels: NavBarLabels = { categories: 'Categories', openMenu: 'Menu', closeMenu: 'Close menu' };

export const categoryPath = (slug: string) => `/books/categories/${encodeURIComponent(slug)}`;

/**
 * The category navigation: top categories with their subcategories (shown on hover or keyboard
 * focus); below 761 px of width a menu button opens a slide-in panel that locks page scrolling.
 */
export function NavBar({ categories, basket, labels = englishLabels }: NavBarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [fixed, setFixed] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const [barHeight, setBarHeight] = useState(0);
  const panelId = useId();
  // After a choice the menu closes, and the dropdown (open on focus) lets go of the focus too.
  const chosen = () => {
    setMenuOpen(false);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  };

  useEffect(() => {
    const onScroll = () => {
      const nowFixed = window.scrollY > NAV_FIXED_AFTER_PX;
      // Measured only as the bar leaves the flow: measuring at mount forced a layout and a second
      // render of every category link while the page loaded.
      if (nowFixed) setBarHeight(bar.current?.offsetHeight ?? 0);
      setFixed(nowFixed);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  return (
    <Container>
      {/* Keeps the page from jumping up when the bar leaves the flow. */}
      {fixed && <div style={{ height: barHeight }} />}
      <Bar ref={bar} $fixed={fixed} data-fixed={fixed}>
        <MenuButton
          type="button"
          aria-expanded={menuOpen}
          aria-controls={panelId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>{' '}
          {menuOpen ? labels.closeMenu : labels.openMenu}
        </MenuButton>
        <Categories id={panelId} aria-label={labels.categories} $open={menuOpen}>
          <ul>
            {categories.map((category) => (
              <li key={category.slug}>
                <Link href={categoryPath(category.slug)} onClick={chosen}>
                  {category.label}
                </Link>
                <ul>
                  {category.children.map((child) => (
                    <li key={child.slug}>
                      <Link href={categoryPath(child.slug)} onClick={chosen}>
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </Categories>
        {basket && <Basket>{basket}</Basket>}
      </Bar>
    </Container>
  );
}

const mobile = '@container navbar (max-width: 760px)';

const Container = styled.div`
  container: navbar / inline-size;
`;

const Bar = styled.div<{ $fixed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: 0 ${({ theme }) => theme.space.lg};
  min-height: 52px;
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
  z-index: 20;
  ${({ $fixed }) =>
    $fixed &&
    css`
      position: fixed;
      top: 0;
      left: 0;
      right: 0;
      box-shadow: ${({ theme }) => theme.shadow.raised};
    `}
`;

const MenuButton = styled.button`
  display: none;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  font: inherit;
  font-weight: 600;
  color: inherit;
  background: transparent;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  ${mobile} {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    position: relative;
    z-index: 2;
  }
`;

const Categories = styled.nav<{ $open: boolean }>`
  flex: 1;

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  > ul {
    display: flex;
    flex-wrap: wrap;
  }
  > ul > li {
    position: relative;
  }
  > ul > li > a {
    display: inline-flex;
    align-items: center;
    min-height: 52px;
    padding: 0 ${({ theme }) => theme.space.md};
    color: inherit;
    font-weight: 600;
    text-decoration: none;
  }
  > ul > li > ul {
    display: none;
    position: absolute;
    top: 100%;
    left: 0;
    z-index: 25;
    min-width: 220px;
    max-height: 70vh;
    overflow-y: auto;
    padding: ${({ theme }) => theme.space.sm} 0;
    background: ${({ theme }) => theme.color.surface};
    border-radius: 0 0 ${({ theme }) => `${theme.radius.md} ${theme.radius.md}`};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
  > ul > li:hover > ul,
  > ul > li:focus-within > ul {
    display: block;
  }
  > ul > li > ul a {
    display: block;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  > ul > li > ul a:hover {
    background: ${({ theme }) => theme.color.background};
  }

  ${mobile} {
    position: fixed;
    inset: 0 auto 0 0;
    width: min(320px, 85vw);
    padding-top: 64px;
    overflow-y: auto;
    background: ${({ theme }) => theme.color.primary};
    transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
    visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    transition: transform 0.25s ease, visibility 0.25s;
    z-index: 1;

    > ul {
      flex-direction: column;
    }
    > ul > li > ul {
      display: block;
      position: static;
      box-shadow: none;
      border-radius: 0;
      background: transparent;
      padding: 0 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    }
    > ul > li > ul a {
      color: inherit;
      padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    }
  }
`;

const Basket = styled.div`
  margin-left: auto;
`;

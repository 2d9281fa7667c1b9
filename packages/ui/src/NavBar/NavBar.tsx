'use client';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { css, styled } from 'styled-components';
import { Link } from '../Link';
import { useBookshop, useLabels } from '../provider/context';
import { componentRoot } from '../theme/mixins';
import { vars } from '../theme/vars';
import { type NavBarLabels, navBarLabels } from './labels';

/** By default the bar becomes fixed after the page scrolls past 176 px. */
export const NAV_FIXED_AFTER_PX = 176;

export interface NavCategory {
  slug: string;
  label: string;
  children: { slug: string; label: string }[];
}

export interface NavBarProps {
  /** The five top categories with their subcategories. */
  categories: NavCategory[];
  /** Shown at the end of the bar, e.g. the BasketWidget. */
  basket?: ReactNode;
  /** Menu button texts; the provider's `labels.navBar` otherwise. */
  labels?: Partial<NavBarLabels>;
  /** How far the page scrolls (px) before the bar sticks to the top; 176 by default. */
  fixedAfter?: number;
}

/**
 * The category navigation: top categories with their subcategories (shown on hover or keyboard
 * focus); below 761 px of width a menu button opens a slide-in panel that locks page scrolling.
 */
export function NavBar({ categories, basket, labels, fixedAfter = NAV_FIXED_AFTER_PX }: NavBarProps) {
  const text = useLabels('navBar', navBarLabels, labels);
  const { routes } = useBookshop();
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
      const nowFixed = window.scrollY > fixedAfter;
      // Measured only as the bar leaves the flow: measuring at mount forced a layout and a second
      // render of every category link while the page loaded.
      if (nowFixed) setBarHeight(bar.current?.offsetHeight ?? 0);
      setFixed(nowFixed);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [fixedAfter]);

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
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span> {menuOpen ? text.closeMenu : text.openMenu}
        </MenuButton>
        <Categories id={panelId} aria-label={text.categories} $open={menuOpen}>
          <ul>
            {categories.map((category) => (
              <li key={category.slug}>
                <Link href={routes.category(category.slug)} onClick={chosen}>
                  {category.label}
                </Link>
                <ul>
                  {category.children.map((child) => (
                    <li key={child.slug}>
                      <Link href={routes.category(child.slug)} onClick={chosen}>
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
  ${componentRoot}
  container: navbar / inline-size;
`;

const Bar = styled.div<{ $fixed: boolean }>`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
  padding: 0 ${vars.space.lg};
  min-height: 52px;
  color: ${vars.color.onPrimary};
  background: ${vars.color.primary};
  z-index: 20;
  ${({ $fixed }) =>
    $fixed &&
    css`
      position: fixed;
      top: 0;
      left: 0;
      right: 0;
      box-shadow: ${vars.shadow.raised};
    `}
`;

const MenuButton = styled.button`
  display: none;
  min-height: 44px;
  padding: 0 ${vars.space.sm};
  font: inherit;
  font-weight: 600;
  color: inherit;
  background: transparent;
  border: 1px solid currentColor;
  border-radius: ${vars.radius.sm};
  cursor: pointer;

  ${mobile} {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space.xs};
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
    padding: 0 ${vars.space.md};
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
    padding: ${vars.space.sm} 0;
    background: ${vars.color.surface};
    border-radius: 0 0 ${vars.radius.md} ${vars.radius.md};
    box-shadow: ${vars.shadow.raised};
  }
  > ul > li:hover > ul,
  > ul > li:focus-within > ul {
    display: block;
  }
  > ul > li > ul a {
    display: block;
    padding: ${vars.space.sm} ${vars.space.md};
    color: ${vars.color.text};
    text-decoration: none;
  }
  > ul > li > ul a:hover {
    background: ${vars.color.background};
  }

  ${mobile} {
    position: fixed;
    inset: 0 auto 0 0;
    width: min(320px, 85vw);
    padding-top: 64px;
    overflow-y: auto;
    background: ${vars.color.primary};
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
      padding: 0 0 ${vars.space.sm} ${vars.space.md};
    }
    > ul > li > ul a {
      color: inherit;
      padding: ${vars.space.xs} ${vars.space.md};
    }
  }
`;

const Basket = styled.div`
  margin-left: auto;
`;

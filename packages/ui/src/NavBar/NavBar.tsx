'use client';
import {
  forwardRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { css, styled } from 'styled-components';
import { Link } from '../Link';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
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

export interface NavBarProps extends RootProps {
  /** The five top categories with their subcategories. */
  categories: NavCategory[];
  /** Shown at the end of the bar, e.g. the BasketWidget. */
  basket?: ReactNode;
  /** Menu button texts; the provider's `labels.navBar` otherwise. */
  labels?: Partial<NavBarLabels>;
  /** How far the page scrolls (px) before the bar sticks to the top; 176 by default. */
  fixedAfter?: number;
}

const part = partsOf('nav-bar');

/**
 * The category navigation: each top category is a disclosure button (one Tab stop) opening its menu
 * of links, the whole category first, then its subcategories; arrow keys move inside, Escape closes it
 * and returns to its button, and a closed menu's links are out of the Tab order. The mouse opens a menu
 * on hover. Below 761 px of width a menu button opens a slide-in panel that locks page scrolling and
 * keeps the focus inside until it closes (from the start of the line: the right in a right-to-left
 * page, where the left arrow key moves to the next category).
 *
 * Parts (`data-scope="nav-bar"`): `root` (takes `ref`), `bar` (with `data-fixed`), `menu-button`,
 * `categories` (the `<nav>`), `category` (each top category's item, with `data-slug`), `menu` (its
 * list of links), `basket`.
 */
export const NavBar = forwardRef<HTMLDivElement, NavBarProps>(function NavBar(
  { categories, basket, labels, fixedAfter = NAV_FIXED_AFTER_PX, ...root },
  ref,
) {
  const text = useLabels('navBar', navBarLabels, labels);
  const [menuOpen, setMenuOpen] = useState(false);
  const [openCategory, setOpenCategory] = useState<string | null>(null);
  const [fixed, setFixed] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const [barHeight, setBarHeight] = useState(0);
  const panelId = useId();
  // After a choice the menus close (the new page takes the focus).
  const chosen = () => {
    setMenuOpen(false);
    setOpenCategory(null);
  };

  useEffect(() => {
    const onScroll = () => {
      const nowFixed = window.scrollY > fixedAfter;
      // Measured only as the bar leaves the flow: measuring at mount forced a layout and a second
      // render of every category link while the page loaded.
      if (nowFixed) setBarHeight(bar.current?.offsetHeight ?? 0);
      setFixed(nowFixed);
    };
    // Reading the scroll position makes the browser lay the page out: at mount (the page hydrating) it
    // is read in the next frame, whose layout comes anyway, not in the middle of the page's start-up.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [fixedAfter]);

  // A focused element is never hidden under the fixed bar (WCAG 2.4.11): the page scrolls it into
  // view below the bar's height. A ResizeObserver measures without forcing a layout.
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) root.style.scrollPaddingTop = `${Math.ceil(entry.contentRect.height) + 16}px`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButton.current?.focus();
      } else if (event.key === 'Tab') {
        keepFocusInside(event, [menuButton.current, ...focusables(panel.current)]);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  // Left and right move between the top categories' buttons, the way the line runs.
  const moveBetweenCategories = (event: ReactKeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const buttons = Array.from(panel.current?.querySelectorAll<HTMLElement>('[data-category]') ?? []);
    const index = buttons.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    event.preventDefault();
    const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const step = event.key === forward ? 1 : -1;
    setOpenCategory(null);
    buttons[(index + step + buttons.length) % buttons.length]?.focus();
  };

  return (
    <Container ref={ref} {...part('root')} {...rootProps(root)}>
      {/* Keeps the page from jumping up when the bar leaves the flow. */}
      {fixed && <div style={{ height: barHeight }} />}
      <Bar ref={bar} $fixed={fixed} data-fixed={fixed} {...part('bar')}>
        <MenuButton
          {...part('menu-button')}
          ref={menuButton}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={panelId}
          $open={menuOpen}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span> {menuOpen ? text.closeMenu : text.openMenu}
        </MenuButton>
        <Categories
          {...part('categories')}
          ref={panel}
          id={panelId}
          aria-label={text.categories}
          $open={menuOpen}
          onKeyDown={moveBetweenCategories}
        >
          <ul>
            {categories.map((category) => (
              <CategoryMenu
                key={category.slug}
                category={category}
                allIn={text.allIn(category.label)}
                open={openCategory === category.slug}
                onOpenChange={(open) =>
                  setOpenCategory((current) =>
                    open ? category.slug : current === category.slug ? null : current,
                  )
                }
                onChosen={chosen}
              />
            ))}
          </ul>
        </Categories>
        {basket && <Basket {...part('basket')}>{basket}</Basket>}
      </Bar>
    </Container>
  );
});

interface CategoryMenuProps {
  category: NavCategory;
  allIn: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChosen: () => void;
}

/** One top category: its disclosure button and, while open, its links. */
function CategoryMenu({ category, allIn, open, onOpenChange, onChosen }: CategoryMenuProps) {
  const { routes } = useBookshop();
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();
  // Which link takes the focus once the menu opened from the keyboard.
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  // A click right after the pointer opened the menu keeps it open rather than closing it again.
  const openedByHover = useRef(false);

  const links = () => focusables(list.current);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusLink(focusOnOpen.current === 'first' ? 0 : -1);
    focusOnOpen.current = null;
  });

  const onKeyDown = (event: ReactKeyboardEvent<HTMLLIElement>) => {
    const onButton = event.target === button.current;
    const index = links().indexOf(event.target as HTMLElement);
    switch (event.key) {
      case 'Escape':
        if (!open) return;
        // Only this menu closes, not the phone's panel around it.
        event.stopPropagation();
        event.nativeEvent.stopImmediatePropagation();
        onOpenChange(false);
        button.current?.focus();
        break;
      case 'ArrowDown':
      case 'ArrowUp': {
        const down = event.key === 'ArrowDown';
        if (onButton) {
          focusOnOpen.current = down ? 'first' : 'last';
          if (open) focusLink(down ? 0 : -1);
          else onOpenChange(true);
        } else if (index >= 0) {
          focusLink(index + (down ? 1 : -1));
        } else return;
        break;
      }
      case 'Home':
      case 'End':
        if (index < 0) return;
        focusLink(event.key === 'Home' ? 0 : -1);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <li
      ref={item}
      {...part('category')}
      data-slug={category.slug}
      onKeyDown={onKeyDown}
      // The menu closes once the focus leaves it.
      onBlur={(event) => {
        if (open && !item.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse' || open) return;
        openedByHover.current = true;
        onOpenChange(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        openedByHover.current = false;
        onOpenChange(false);
      }}
    >
      <button
        ref={button}
        type="button"
        data-category={category.slug}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          onOpenChange(openedByHover.current || !open);
          openedByHover.current = false;
        }}
      >
        {category.label}
        <Chevron aria-hidden="true" $open={open} />
      </button>
      {/* A closed menu's links are hidden, and only a script opens it: they are made as it opens, so
          that a page (the five menus hold some fifty links) is lighter to send, draw and take over. */}
      <ul ref={list} id={listId} hidden={!open} {...part('menu')}>
        {open && (
          <>
            <li>
              <Link href={routes.category(category.slug)} onClick={onChosen}>
                {allIn}
              </Link>
            </li>
            {category.children.map((child) => (
              <li key={child.slug}>
                <Link href={routes.category(child.slug)} onClick={onChosen}>
                  {child.label}
                </Link>
              </li>
            ))}
          </>
        )}
      </ul>
    </li>
  );
}

/** The visible elements inside `root` the Tab key reaches. */
function focusables(root: HTMLElement | null): HTMLElement[] {
  if (!root) return [];
  return Array.from(root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter(
    (element) => element.getClientRects().length > 0,
  );
}

/** Tab from the last element goes to the first and Shift+Tab from the first to the last. */
function keepFocusInside(event: KeyboardEvent, elements: (HTMLElement | null)[]) {
  const inside = elements.filter((element): element is HTMLElement => element !== null);
  const first = inside[0];
  const last = inside[inside.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside.includes(active as HTMLElement))) {
    event.preventDefault();
    first.focus();
  }
}

const mobile = '@container navbar (max-width: 760px)';
/* From the phone's width to a small laptop's: tighter, so that five categories and the basket share one
   row in Spanish too (its "Informática y programación" is the longest label) on a 768 px tablet. */
const tablet = '@container navbar (min-width: 761px) and (max-width: 960px)';

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
  /* Positioned, so that the bar and its open menus (the phone's panel too) lie above what the page
     stacks after it, such as a slider's pause button. */
  position: relative;
  z-index: 20;

  /* On the bar's colour the focus ring takes the bar's text colour: the theme's focus colour is too
     close to it (1.3:1). The menus' links on their own surface keep the theme's ring. */
  & > button:focus-visible,
  & > nav > ul > li > button:focus-visible,
  & > [data-part='basket'] > div > button:focus-visible {
    outline-color: ${vars.color.onPrimary};
  }

  ${tablet} {
    padding: 0 ${vars.space.md};
  }
  ${({ $fixed }) =>
    $fixed &&
    css`
      position: fixed;
      top: 0;
      inset-inline: 0;
      box-shadow: ${vars.shadow.raised};
    `}
`;

const MenuButton = styled.button<{ $open: boolean }>`
  display: none;
  min-height: 44px;
  padding: 0 ${vars.space.sm};
  font: inherit;
  font-weight: 600;
  color: inherit;
  background: ${vars.color.primary};
  border: 1px solid currentColor;
  border-radius: ${vars.radius.sm};
  cursor: pointer;

  ${mobile} {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space.xs};
    position: relative;
    z-index: 2;
    /* Open, it sits at the panel's top, above its first item, not over the items wherever the
       bar happens to be on the page. */
    ${({ $open }) =>
      $open &&
      css`
        position: fixed;
        top: ${vars.space.sm};
        inset-inline-start: ${vars.space.md};
      `}
  }
`;

const Chevron = styled.span<{ $open: boolean }>`
  display: inline-block;
  width: 0.45em;
  height: 0.45em;
  margin-inline-start: ${vars.space.xs};
  /* A chevron pointing down in either direction: drawn with physical borders on purpose. */
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(${({ $open }) => ($open ? '0.1em' : '-0.15em')})
    rotate(${({ $open }) => ($open ? '-135deg' : '45deg')});
`;

const Categories = styled.nav<{ $open: boolean }>`
  flex: 1;
  min-width: 0;

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ul[hidden] {
    display: none;
  }
  > ul {
    display: flex;
  }
  > ul > li {
    position: relative;
  }
  > ul > li > button {
    display: inline-flex;
    align-items: center;
    min-height: 52px;
    padding: 0 ${vars.space.sm};
    font: inherit;
    font-weight: 600;
    color: inherit;
    text-align: start;
    background: transparent;
    border: 0;
    cursor: pointer;
  }
  ${tablet} {
    > ul > li > button {
      padding: 0 ${vars.space.xs};
    }
  }
  > ul > li > ul {
    position: absolute;
    top: 100%;
    inset-inline-start: 0;
    z-index: 25;
    min-width: 220px;
    max-height: 70vh;
    overflow-y: auto;
    padding: ${vars.space.sm} 0;
    background: ${vars.color.surface};
    border-radius: 0 0 ${vars.radius.md} ${vars.radius.md};
    box-shadow: ${vars.shadow.raised};
  }
  > ul > li > ul a {
    /* Inside, so that the scrolling menu does not cut the focus ring. */
    outline-offset: -3px;
    display: flex;
    align-items: center;
    min-height: 32px;
    padding: ${vars.space.xs} ${vars.space.md};
    color: ${vars.color.text};
    text-decoration: none;
  }
  > ul > li > ul li:first-child a {
    font-weight: 600;
  }
  > ul > li > ul a:hover {
    background: ${vars.color.background};
  }

  ${mobile} {
    position: fixed;
    inset-block: 0;
    inset-inline: 0 auto;
    width: min(320px, 85vw);
    padding-top: 64px;
    overflow-y: auto;
    background: ${vars.color.primary};
    transform: translateX(${({ $open }) => ($open ? '0' : '-100%')});
    &:dir(rtl) {
      transform: translateX(${({ $open }) => ($open ? '0' : '100%')});
    }
    visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    transition: transform 0.25s ease, visibility 0.25s;
    z-index: 1;

    > ul {
      flex-direction: column;
    }
    > ul > li > button {
      width: 100%;
      min-height: 44px;
      padding: 0 ${vars.space.md};
    }
    > ul > li > ul {
      position: static;
      max-height: none;
      box-shadow: none;
      border-radius: 0;
      background: transparent;
      padding-block: 0 ${vars.space.sm};
      padding-inline: ${vars.space.md} 0;
    }
    > ul > li > ul a {
      color: inherit;
      min-height: 40px;
    }
    > ul > li > ul a:focus-visible {
      outline-color: ${vars.color.onPrimary};
    }
    > ul > li > ul a:hover {
      background: transparent;
      text-decoration: underline;
    }
  }
`;

const Basket = styled.div`
  margin-inline-start: auto;
`;

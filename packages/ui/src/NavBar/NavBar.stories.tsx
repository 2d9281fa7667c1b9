import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { exactly, storyPrice, storySample, storyTexts } from '../storybook/languages';
import { contrastRatio } from '../storybook/measure';
import { BasketWidget } from './BasketWidget';
import { NAV_FIXED_AFTER_PX, NavBar, type NavCategory } from './NavBar';

/**
 * The shop's categories (its own words, as the contract names them) in English, Spanish and Catalan:
 * "Informática y programación" ("Informàtica i programació") is the longest.
 */
const words = {
  en: {
    fiction: 'Fiction',
    classics: 'Classics',
    detective: 'Detective',
    fantasy: 'Fantasy',
    educational: 'Educational',
    dictionaries: 'Dictionaries',
    children: 'Children',
    tales: 'Tales',
    it: 'IT and programming',
    other: 'Other',
    tourism: 'Tourism',
  },
  es: {
    fiction: 'Ficción',
    classics: 'Clásicos',
    detective: 'Novela negra',
    fantasy: 'Fantasía',
    educational: 'Educación',
    dictionaries: 'Diccionarios',
    children: 'Infantil',
    tales: 'Cuentos',
    it: 'Informática y programación',
    other: 'Otros',
    tourism: 'Turismo',
  },
  ca: {
    fiction: 'Ficció',
    classics: 'Clàssics',
    detective: 'Novel·la negra',
    fantasy: 'Fantasia',
    educational: 'Educació',
    dictionaries: 'Diccionaris',
    children: 'Infantil',
    tales: 'Contes',
    it: 'Informàtica i programació',
    other: 'Altres',
    tourism: 'Turisme',
  },
};

const categoriesIn = (word: (typeof words)['en']): NavCategory[] => [
  {
    slug: 'imaginative',
    label: word.fiction,
    children: [
      { slug: 'classic', label: word.classics },
      { slug: 'detective', label: word.detective },
      { slug: 'fantasy', label: word.fantasy },
    ],
  },
  {
    slug: 'educational',
    label: word.educational,
    children: [{ slug: 'dictionarie', label: word.dictionaries }],
  },
  { slug: 'children', label: word.children, children: [{ slug: 'tale', label: word.tales }] },
  { slug: 'it_and_programing', label: word.it, children: [{ slug: 'typescript', label: 'TypeScript' }] },
  { slug: 'other', label: word.other, children: [{ slug: 'tourism', label: word.tourism }] },
];

const meta = {
  title: 'Navigation/NavBar',
  component: NavBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', width: 1000 },
  args: {
    categories: categoriesIn(words.en),
    basket: (
      <BasketWidget count={3} total={58.3} items={[{ id: 'b1', name: 'Rayuela', count: 3, price: 19.43 }]} />
    ),
  },
  // The shop's categories in the toolbar's language.
  render: (args, { globals }) => <NavBar {...args} categories={categoriesIn(storySample(globals, words))} />,
  decorators: [
    (Story, { parameters }) => (
      <div style={{ width: parameters.width }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    const w = storySample(globals, words);
    // The menu button only exists on narrow screens.
    await expect(canvas.queryByRole('button', { name: t.navBar.openMenu })).toBeNull();
    // One Tab stop per top category: a disclosure button; a closed menu's links are not there to reach.
    await expect(canvas.queryByRole('link', { name: w.classics, hidden: true })).toBeNull();
    await userEvent.tab();
    const fiction = canvas.getByRole('button', { name: w.fiction });
    await expect(fiction).toHaveFocus();
    await expect(fiction).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: w.educational })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(fiction).toHaveFocus();

    // Arrow down opens the menu on its first link, the whole category.
    await userEvent.keyboard('{ArrowDown}');
    await expect(fiction).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('link', { name: t.navBar.allIn(w.fiction) })).toHaveFocus());
    await expect(canvas.getByRole('link', { name: t.navBar.allIn(w.fiction) })).toHaveAttribute(
      'href',
      '/books/categories/imaginative',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: w.classics })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: w.classics })).toHaveAttribute(
      'href',
      '/books/categories/classic',
    );
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('link', { name: w.fantasy })).toHaveFocus();

    // Escape closes it and gives the focus back to its button.
    await userEvent.keyboard('{Escape}');
    await expect(fiction).toHaveFocus();
    await expect(fiction).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: w.classics, hidden: true })).toBeNull();

    // Enter opens it as well; the next Tab leaves it closed behind.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('link', { name: w.classics })).toBeVisible();
  },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { width: '100%' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyTexts(globals);
    const w = storySample(globals, words);
    const body = canvasElement.ownerDocument.body;
    const menu = canvas.getByRole('button', { name: t.navBar.openMenu });
    await expect(canvasElement.querySelector('button[data-category="imaginative"]')).not.toBeVisible();

    await userEvent.click(menu);
    const close = canvas.getByRole('button', { name: t.navBar.closeMenu });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: w.fiction })).toBeVisible());
    // The page behind the menu does not scroll.
    await expect(body.style.overflow).toBe('hidden');
    // The close button sits above the first category, not over any of them.
    const closeBox = close.getBoundingClientRect();
    const firstBox = canvas.getByRole('button', { name: w.fiction }).getBoundingClientRect();
    await expect(closeBox.bottom).toBeLessThanOrEqual(firstBox.top);

    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('button', { name: t.navBar.openMenu })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('button', { name: t.navBar.openMenu })).toHaveFocus();
    await expect(body.style.overflow).toBe('');

    await userEvent.click(canvas.getByRole('button', { name: t.navBar.openMenu }));
    await waitFor(() => expect(canvas.getByRole('button', { name: w.other })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: w.other }));
    await userEvent.click(canvas.getByRole('link', { name: w.tourism }));
    await expect(canvas.getByRole('button', { name: t.navBar.openMenu })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(body.style.overflow).toBe('');
  },
};

/** The focus ring against what lies around it: the bar's colour, or the surface of an open menu. */
const ringContrast = (element: Element, around: Element) =>
  contrastRatio(getComputedStyle(element).outlineColor, getComputedStyle(around).backgroundColor);

/** The focus ring on the bar's colour is seen (3:1 at least, WCAG 1.4.11), and on the menu's surface too. */
export const FocusRingOnTheBar: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyTexts(globals);
    const w = storySample(globals, words);
    const bar = canvasElement.querySelector('[data-part="bar"]') as HTMLElement;
    await userEvent.tab();
    const fiction = canvas.getByRole('button', { name: w.fiction });
    await expect(fiction).toHaveFocus();
    await expect(getComputedStyle(fiction).outlineStyle).toBe('solid');
    await expect(ringContrast(fiction, bar)).toBeGreaterThanOrEqual(3);

    await userEvent.keyboard('{ArrowDown}');
    const all = canvas.getByRole('link', { name: t.navBar.allIn(w.fiction) });
    await waitFor(() => expect(all).toHaveFocus());
    await expect(ringContrast(all, all.closest('ul') as Element)).toBeGreaterThanOrEqual(3);
    await userEvent.keyboard('{Escape}');

    // The basket's button sits on the bar as well.
    const basket = canvas.getByRole('button', { name: new RegExp(`^${t.basketWidget.basket}`) });
    basket.focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await userEvent.tab();
    await expect(basket).toHaveFocus();
    await expect(ringContrast(basket, bar)).toBeGreaterThanOrEqual(3);
  },
};

/**
 * The phone's open menu lies above what the page stacks after the bar (here a slider's pause button,
 * positioned in a stacking context of its own as Swiper's is); closed, that button is reachable again.
 */
export const PhoneMenuAboveTheSlider: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { width: '100%' },
  decorators: [
    (Story) => (
      <div>
        <Story />
        <div style={{ position: 'relative', zIndex: 1, height: 200 }}>
          <button type="button" style={{ position: 'absolute', zIndex: 2, insetInlineStart: 40, top: 80 }}>
            Pause
          </button>
        </div>
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyTexts(globals);
    const w = storySample(globals, words);
    const pause = canvas.getByRole('button', { name: 'Pause' });
    const topmostAtPause = () => {
      const box = pause.getBoundingClientRect();
      return canvasElement.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    };
    await expect(topmostAtPause()).toBe(pause);

    await userEvent.click(canvas.getByRole('button', { name: t.navBar.openMenu }));
    await waitFor(() => expect(canvas.getByRole('button', { name: w.fiction })).toBeVisible());
    const panel = canvasElement.querySelector('[data-part="categories"]') as HTMLElement;
    await waitFor(() => expect(panel.contains(topmostAtPause())).toBe(true));

    await userEvent.click(canvas.getByRole('button', { name: t.navBar.closeMenu }));
    await waitFor(() => expect(topmostAtPause()).toBe(pause));
  },
};

export const MobileMenuKeepsFocusInside: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { width: '100%' },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    const w = storySample(globals, words);
    await userEvent.click(canvas.getByRole('button', { name: t.navBar.openMenu }));
    const close = canvas.getByRole('button', { name: t.navBar.closeMenu });
    await waitFor(() => expect(canvas.getByRole('button', { name: w.other })).toBeVisible());
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: w.other })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.click(close);
  },
};

export const StaysOnTopWhenScrolling: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 1000, height: 3000 }}>
        <div style={{ height: 100 }} />
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-fixed]') as HTMLElement;
    await expect(bar).toHaveAttribute('data-fixed', 'false');
    const barHeight = bar.offsetHeight;
    window.scrollTo(0, NAV_FIXED_AFTER_PX + 50);
    await waitFor(() => expect(bar).toHaveAttribute('data-fixed', 'true'));
    await expect(getComputedStyle(bar).position).toBe('fixed');
    // A spacer of the bar's height takes its place, so the page below does not jump up.
    await expect((bar.previousElementSibling as HTMLElement).offsetHeight).toBe(barHeight);
    window.scrollTo(0, 0);
    await waitFor(() => expect(bar).toHaveAttribute('data-fixed', 'false'));
  },
};

/** On a phone: the menu button and the basket, whose name says what is in it. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { width: '100%' },
  play: async ({ canvas, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.getByRole('button', { name: t.navBar.openMenu })).toBeVisible();
    const basket = `${t.basketWidget.basket} 3 ${t.basketWidget.books(3)} ${storyPrice(globals, 58.3)}`;
    await expect(canvas.getByRole('button', { name: exactly(basket) })).toBeVisible();
  },
};

/** Right to left the first category is the rightmost, and the left arrow moves to the next one. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, globals }) => {
    const w = storySample(globals, words);
    await userEvent.tab();
    const fiction = canvas.getByRole('button', { name: w.fiction });
    await expect(fiction).toHaveFocus();
    const educational = canvas.getByRole('button', { name: w.educational });
    await expect(educational.getBoundingClientRect().right).toBeLessThanOrEqual(
      fiction.getBoundingClientRect().left,
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(educational).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(fiction).toHaveFocus();
  },
};

/** On a phone, right to left, the menu comes in from the right edge. */
export const PhoneRightToLeft: Story = {
  globals: { direction: 'rtl', viewport: { value: 'phone', isRotated: false } },
  parameters: { width: '100%' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyTexts(globals);
    await userEvent.click(canvas.getByRole('button', { name: t.navBar.openMenu }));
    const panel = await canvas.findByRole('navigation', { name: t.navBar.categories });
    await waitFor(() =>
      expect(Math.round(panel.getBoundingClientRect().right)).toBe(
        Math.round(canvasElement.ownerDocument.documentElement.clientWidth),
      ),
    );
    await userEvent.click(canvas.getByRole('button', { name: t.navBar.closeMenu }));
  },
};

/** Every top category on one row, each label on one line, and the basket beside them. */
async function expectOneRow(canvasElement: HTMLElement) {
  await canvasElement.ownerDocument.fonts.ready;
  const buttons = [...canvasElement.querySelectorAll<HTMLElement>('button[data-category]')];
  await expect(buttons).toHaveLength(5);
  await expect(new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top))).size).toBe(1);
  for (const button of buttons) {
    const range = document.createRange();
    range.selectNodeContents(button.firstChild as Node);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    await expect(lines.size, button.textContent ?? '').toBe(1);
  }
  const bar = canvasElement.querySelector('[data-fixed]') as HTMLElement;
  await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  await expect(bar.getBoundingClientRect().height).toBe(52);
}

/** A 768 px tablet: the categories and the basket share one row, in every language. */
export const Tablet: Story = {
  parameters: { width: 768 },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyTexts(globals);
    await expect(canvas.queryByRole('button', { name: t.navBar.openMenu })).toBeNull();
    await expectOneRow(canvasElement);
  },
};

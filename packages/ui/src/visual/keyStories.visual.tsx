import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import preview from '../../../../.storybook/preview';
import * as adminForms from '../AdminForms/AdminForms.stories';
import * as bookCard from '../BookCard/BookCard.stories';
import * as bookCarousel from '../BookCarousel/BookCarousel.stories';
import * as header from '../Header/Header.stories';
import * as slider from '../ImageSlider/ImageSlider.stories';
import * as basketWidget from '../NavBar/BasketWidget.stories';
import * as navBar from '../NavBar/NavBar.stories';

// Visual baselines of the kit's key stories, in the light and the dark scheme: a change in how they look
// fails the run until the reference images in __screenshots__ are updated on purpose
// (`vitest run --project visual -u`).
setProjectAnnotations(preview);

const { Default: Card } = composeStories(bookCard);
const { Default: Carousel, Mobile: MobileCarousel } = composeStories(bookCarousel);
const { Default: HeaderDefault } = composeStories(header);
const { WithBooks: Basket } = composeStories(basketWidget);
const { AddsABook, Author } = composeStories(adminForms);
// NavBar's meta carries a `width` parameter its decorator reads, which composeStories' types refuse.
const navBarStories = navBar as unknown as Parameters<typeof composeStories>[0];
const { MobileMenu: PhoneNavigation, Tablet: TabletNavigation } = composeStories(
  navBarStories,
) as unknown as {
  MobileMenu: ComponentType;
  Tablet: ComponentType;
};
const { PauseButton: TurningSlider } = composeStories(slider);

// Some with the toolbar's language on Spanish.
const spanish = { initialGlobals: { ...preview.initialGlobals, language: 'es' } };
const { Default: CardInSpanish } = composeStories(bookCard, spanish);
const { Tablet: TabletNavigationInSpanish } = composeStories(navBarStories, spanish) as unknown as {
  Tablet: ComponentType;
};

// The same stories with the toolbar's theme on dark.
const dark = { initialGlobals: { ...preview.initialGlobals, theme: 'dark' } };
const { Default: DarkCard } = composeStories(bookCard, dark);
const { Default: DarkCarousel } = composeStories(bookCarousel, dark);
const { Default: DarkHeader } = composeStories(header, dark);
const { WithBooks: DarkBasket } = composeStories(basketWidget, dark);
const { AddsABook: DarkAddsABook } = composeStories(adminForms, dark);

let root: Root | undefined;
let host: HTMLElement | undefined;

beforeAll(() => {
  // Captures must not depend on timing: no animations, transitions or blinking caret.
  const still = document.createElement('style');
  still.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
  document.head.append(still);
});

/** Takes the last story shown off the page. */
function unmountShown() {
  act(() => root?.unmount());
  host?.remove();
  root = undefined;
  host = undefined;
}

afterEach(unmountShown);

async function show(Story: ComponentType, width: number): Promise<HTMLElement> {
  await page.viewport(width, 800);
  host = document.createElement('div');
  host.style.padding = '16px';
  // The page behind the story, as the story's scheme paints it.
  host.style.background = 'var(--bookshop-color-background)';
  host.style.width = `${width}px`;
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root?.render(<Story />));
  // Same font and covers every time: wait for the local font and every image before capturing.
  await document.fonts.ready;
  await Promise.all(
    [...host.querySelectorAll('img')].map((image) =>
      image.complete ? undefined : image.decode().catch(() => {}),
    ),
  );
  return host;
}

describe('key stories look as approved', () => {
  test('book card', async () => {
    await expect.element(page.elementLocator(await show(Card, 320))).toMatchScreenshot('book-card');
  });

  test('book card in Spanish', async () => {
    await expect
      .element(page.elementLocator(await show(CardInSpanish, 320)))
      .toMatchScreenshot('book-card-esp');
  });

  test('book carousel at 1280 px', async () => {
    await expect
      .element(page.elementLocator(await show(Carousel, 1280)))
      .toMatchScreenshot('book-carousel-1280');
  });

  test('book carousel at 375 px', async () => {
    await expect
      .element(page.elementLocator(await show(MobileCarousel, 375)))
      .toMatchScreenshot('book-carousel-375');
  });

  test('header at 1280 px', async () => {
    await expect
      .element(page.elementLocator(await show(HeaderDefault, 1280)))
      .toMatchScreenshot('header-1280');
  });

  test('header at 375 px', async () => {
    await expect.element(page.elementLocator(await show(HeaderDefault, 375))).toMatchScreenshot('header-375');
  });

  test('header and category bar at 768 px: one row each', async () => {
    await expect.element(page.elementLocator(await show(HeaderDefault, 768))).toMatchScreenshot('header-768');
    // The bar's stories are 768 px wide themselves: the frame around them is that plus its padding.
    await expect
      .element(page.elementLocator(await show(TabletNavigation, 800)))
      .toMatchScreenshot('nav-bar-768');
    // One bar at a time: the next capture must not find two of each button.
    unmountShown();
    await expect
      .element(page.elementLocator(await show(TabletNavigationInSpanish, 800)))
      .toMatchScreenshot('nav-bar-768-esp');
  });

  test('phone menu open at 375 px, a category expanded', async () => {
    await show(PhoneNavigation, 375);
    await userEvent.click(page.getByRole('button', { name: 'Menu' }));
    await userEvent.click(page.getByRole('button', { name: 'Fiction' }));
    await expect.element(page.getByRole('link', { name: 'Classics' })).toBeVisible();
    await expect
      .element(page.getByRole('navigation', { name: 'Categories' }))
      .toMatchScreenshot('phone-menu-375');
    await userEvent.click(page.getByRole('button', { name: 'Close menu' }));
  });

  test('slider with its pause button', async () => {
    const frame = await show(TurningSlider, 640);
    // Focus inside stops the turning, so the capture is of the first slide. A key pressed first makes it
    // keyboard focus, with its ring, whatever earlier tests in the run did with the pointer.
    await userEvent.tab();
    (frame.querySelector('button') as HTMLButtonElement).focus();
    await expect.element(page.getByRole('button', { name: 'Pause the slides' })).toBeVisible();
    await expect.element(page.elementLocator(frame)).toMatchScreenshot('slider-pause-button');
  });

  test('basket widget with its dropdown open', async () => {
    const widget = await show(Basket, 480);
    await userEvent.click(page.getByRole('button', { name: /^Basket 3 books/ }));
    await expect.element(page.getByRole('link', { name: 'Go to the basket' })).toBeVisible();
    await expect.element(page.elementLocator(widget)).toMatchScreenshot('basket-widget-open');
  });

  test('add book form', async () => {
    await expect.element(page.elementLocator(await show(AddsABook, 640))).toMatchScreenshot('add-book-form');
  });

  test('add author form', async () => {
    await expect.element(page.elementLocator(await show(Author, 640))).toMatchScreenshot('add-author-form');
  });
});

describe('key stories look as approved in the dark scheme', () => {
  test('book card', async () => {
    await expect.element(page.elementLocator(await show(DarkCard, 320))).toMatchScreenshot('book-card-dark');
  });

  test('book carousel at 1280 px', async () => {
    await expect
      .element(page.elementLocator(await show(DarkCarousel, 1280)))
      .toMatchScreenshot('book-carousel-1280-dark');
  });

  test('header at 1280 px', async () => {
    await expect
      .element(page.elementLocator(await show(DarkHeader, 1280)))
      .toMatchScreenshot('header-1280-dark');
  });

  test('basket widget with its dropdown open', async () => {
    const widget = await show(DarkBasket, 480);
    await userEvent.click(page.getByRole('button', { name: /^Basket 3 books/ }));
    await expect.element(page.getByRole('link', { name: 'Go to the basket' })).toBeVisible();
    await expect.element(page.elementLocator(widget)).toMatchScreenshot('basket-widget-open-dark');
  });

  test('add book form', async () => {
    await expect
      .element(page.elementLocator(await show(DarkAddsABook, 640)))
      .toMatchScreenshot('add-book-form-dark');
  });
});

import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { openShop, signIn } from './support/shop';

// The home slider's banners lead somewhere (issue 37): each slide is a link named by its headline to
// its collection (the demo's first: the best-rated novels); a tap or Enter opens it, a swipe on a
// phone only turns the slider. Spanish, Catalan and English, at 375 and 1280 px.

const firstSlideLink = '/books/categories/novel?sort=rating';
const readers = [
  { language: 'esp', lang: 'es', slider: 'Destacados', headline: 'Sant Jordi: un libro y una rosa' },
  { language: 'cat', lang: 'ca', slider: 'Destacats', headline: 'Sant Jordi: un llibre i una rosa' },
  { language: 'eng', lang: 'en', slider: 'Highlights', headline: 'Sant Jordi: a book and a rose' },
] as const;

async function readIn(page: Page, reader: (typeof readers)[number]) {
  await openShop(page, '/main');
  if (reader.language !== 'esp') {
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption(reader.language);
    await expect(page.locator('html')).toHaveAttribute('lang', reader.lang);
  }
}

/** A finger drawn from right to left across the middle of `element` (a real touch sequence). */
async function swipeLeft(page: Page, element: Locator) {
  const box = await element.boundingBox();
  if (!box) throw new Error('nothing to swipe');
  const client = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const from = box.x + box.width * 0.85;
  const to = box.x + box.width * 0.15;
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 8; step++) {
    const x = from + ((to - from) * step) / 8;
    await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await client.detach();
}

for (const width of [375, 1280]) {
  for (const reader of readers) {
    test.describe(`${reader.language} at ${width} px`, () => {
      // Still (reduced motion): the first slide stays in view until the reader turns it.
      test.use({ viewport: { width, height: 800 }, hasTouch: width < 768, reducedMotion: 'reduce' });

      test('the first slide is a link named by its headline that opens its collection', async ({ page }) => {
        await readIn(page, reader);
        const slider = page.getByRole('region', { name: reader.slider });
        const slide = slider.getByRole('link', { name: reader.headline, exact: true });
        await expect(slide).toHaveAttribute('href', firstSlideLink);
        await expectNoAxeViolations(page);
        if (width < 768) {
          await slide.tap();
        } else {
          await slide.focus();
          await expect(slide).toBeFocused();
          await page.keyboard.press('Enter');
        }
        await expect(page).toHaveURL(new RegExp(`${firstSlideLink.replace('?', '\\?')}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });

      if (width < 768) {
        test('a swipe turns the slider and opens nothing', async ({ page }) => {
          await readIn(page, reader);
          const slider = page.getByRole('region', { name: reader.slider });
          await expect(slider.getByRole('link', { name: reader.headline, exact: true })).toBeVisible();
          // The first swipe brings the cube (swiper loads on demand); the next one turns it.
          await swipeLeft(page, slider);
          await expect(slider.locator('.swiper-cube')).toBeVisible({ timeout: 15_000 });
          await swipeLeft(page, slider);
          await expect(slider.getByRole('link', { name: reader.headline, exact: true })).toHaveCount(0);
          await page.waitForTimeout(500);
          await expect(page).toHaveURL(/\/main$/);
        });
      }
    });
  }
}

test("an admin sets a slide's collection in the back office; an address outside the shop is refused, naming the field", async ({
  page,
}) => {
  await signIn(page, 'admin@bookshop.test', 'admin-secret-42');
  await expect(page.getByRole('link', { name: /Hola,/ })).toBeVisible();
  await openShop(page, '/admin/slider');
  const slide = page.getByRole('form', { name: 'Vuelta al cole' });
  const link = slide.getByRole('textbox', { name: 'Enlace' });
  await expect(link).toHaveValue('/books/categories/educational');
  try {
    for (const wrong of ['https://evil.example/', 'javascript:alert(1)']) {
      await link.fill(wrong);
      await slide.getByRole('button', { name: 'Guardar' }).click();
      await expect(slide.getByRole('alert')).toContainText('Debe ser una página de categoría o de búsqueda');
      await expect(link).toHaveAttribute('aria-invalid', 'true');
    }
    await link.fill('/search/zafon');
    await slide.getByRole('button', { name: 'Guardar' }).click();
    await expect(slide.getByRole('status')).toHaveText('Cambios guardados');
    await page.reload();
    await expect(page.getByRole('form', { name: 'Vuelta al cole' }).getByRole('textbox')).toHaveValue(
      '/search/zafon',
    );
  } finally {
    await page.goto('/admin/slider');
    const again = page.getByRole('form', { name: 'Vuelta al cole' });
    await again.getByRole('textbox', { name: 'Enlace' }).fill('/books/categories/educational');
    await again.getByRole('button', { name: 'Guardar' }).click();
    await expect(again.getByRole('status')).toHaveText('Cambios guardados');
  }
});

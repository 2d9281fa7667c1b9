import { expect, type Locator } from '@playwright/test';
import { onePixelPng } from './shop';

/** An upload's address: the server's content-addressed WebP. */
export const uploadedCover = /^\/uploads\/[0-9a-f]{32}-960\.webp$/;

/**
 * Uploads a cover in a book form and waits until its preview shows the stored image (not the file
 * chosen): what an admin sees once the cover is the book's.
 */
export async function uploadCover(form: Locator, previewName = 'Cubierta actual') {
  await form.locator('input[type="file"]').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: onePixelPng,
  });
  const preview = form.getByRole('img', { name: previewName });
  await expect(preview).toHaveAttribute('src', uploadedCover, { timeout: 20_000 });
  return (await preview.getAttribute('src')) ?? '';
}

/**
 * The Spanish add-book form's picks: a cover uploaded, categories ticked (by their names), the
 * book's language chosen; nothing typed but the book's own texts.
 */
export async function pickFromLists(
  form: Locator,
  { categories, language }: { categories: string[]; language: string },
) {
  const cover = await uploadCover(form);
  for (const category of categories) {
    await form.getByRole('checkbox', { name: category, exact: true }).check();
  }
  await form.getByLabel('Idioma del libro').selectOption({ label: language });
  return cover;
}

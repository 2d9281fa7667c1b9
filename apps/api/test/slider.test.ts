import { sliderImagesResponseSchema } from '@bookshop/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSlides } from '../src/db/seed/demo-catalogue';
import { catalanDemoTexts } from '../src/db/seed/demo-catalogue-cat';
import { createTestApp, type TestApp } from './helpers';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/slider-images', () => {
  it('answers the demo slides in order, each an image served here with its headline in both languages', async () => {
    const response = await testApp.app.inject('/api/slider-images');
    expect(response.statusCode).toBe(200);
    const { sliderImages } = sliderImagesResponseSchema.parse(response.json());
    expect(sliderImages.map(({ headline: { eng, esp } }) => ({ eng, esp }))).toEqual(
      demoSlides.map((slide) => slide.headline),
    );
    expect(sliderImages[0]?.image).toBe(`/images/slides/${demoSlides[0]?.key}-1920.webp`);
    for (const width of [480, 960, 1920]) {
      const image = await testApp.app.inject(`/images/slides/${demoSlides[0]?.key}-${width}.webp`);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(await sharp(image.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width,
        height: width / 3,
      });
    }
    // The artwork carries no words: the headline is laid over it as text, in the reader's language.
    const drawing = await testApp.app.inject(`/images/slides/${demoSlides[0]?.key}.svg`);
    expect(drawing.body).not.toContain('<text');
  });

  it('answers each demo headline in Catalan too, for a Catalan reader (issue 35)', async () => {
    const response = await testApp.app.inject('/api/slider-images');
    const { sliderImages } = sliderImagesResponseSchema.parse(response.json());
    expect(sliderImages.map((slide) => slide.headline.cat)).toEqual(
      demoSlides.map((slide) => catalanDemoTexts.slides[slide.key]?.headline),
    );
    expect(sliderImages[0]?.headline.cat).toBe('Sant Jordi: un llibre i una rosa');
  });
});

import { isSlideLink, sliderImagesResponseSchema } from '@bookshop/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSlides } from '../src/db/seed/demo-catalogue';
import { catalanDemoTexts } from '../src/db/seed/demo-catalogue-cat';
import { createTestApp, signUp, signUpAdmin, type TestApp } from './helpers';

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

describe('a slide opens its collection (issue 37)', () => {
  async function slides() {
    return sliderImagesResponseSchema.parse((await testApp.app.inject('/api/slider-images')).json())
      .sliderImages;
  }
  const setLink = (id: string, cookie: string, link: unknown) =>
    testApp.app.inject({
      method: 'PATCH',
      url: `/api/slider-images/${id}`,
      headers: { cookie },
      payload: { link },
    });

  it('answers each demo slide with its link, a category or search page of the shop', async () => {
    const links = (await slides()).map((slide) => slide.link);
    expect(links).toEqual(demoSlides.map((slide) => slide.link));
    for (const link of links) expect(link && isSlideLink(link)).toBe(true);
  });

  it("lets an admin change a slide's link, and refuses anything but the shop's list pages naming the field", async () => {
    const admin = await signUpAdmin(testApp);
    const [slide] = await slides();
    if (!slide) throw new Error('no demo slide');
    const changed = await setLink(slide._id, admin.cookie, '/search/ruiz%20zaf%C3%B3n?sort=rating');
    expect(changed.statusCode).toBe(200);
    expect(changed.json().sliderImage.link).toBe('/search/ruiz%20zaf%C3%B3n?sort=rating');
    expect((await slides())[0]?.link).toBe('/search/ruiz%20zaf%C3%B3n?sort=rating');

    for (const link of [
      'https://evil.example/books/categories/novel',
      '//evil.example/books/categories/novel',
      'javascript:alert(1)',
      ' javascript:alert(1)',
      '/\\evil.example',
      'data:text/html,<script>alert(1)</script>',
      '/books/categories/novel/../../admin',
      '/books/categories/spaceships',
      '/admin',
      '/search/',
      '/search/a/b',
      '/books/categories/novel?next=https://evil.example',
      '/books/categories/novel?sort=cheapest',
      '/books/categories/novel#top',
      42,
    ]) {
      const refused = await setLink(slide._id, admin.cookie, link);
      expect(refused.statusCode, String(link)).toBe(400);
      expect(Object.keys(refused.json().error.fields), String(link)).toEqual(['link']);
    }
    expect((await slides())[0]?.link).toBe('/search/ruiz%20zaf%C3%B3n?sort=rating');

    // Null: the slide leads nowhere.
    expect((await setLink(slide._id, admin.cookie, null)).json().sliderImage.link).toBeNull();
    expect((await setLink(slide._id, admin.cookie, demoSlides[0]?.link)).statusCode).toBe(200);
  });

  it('lets no one but an admin change a link', async () => {
    const [slide] = await slides();
    if (!slide) throw new Error('no demo slide');
    const reader = await signUp(testApp.app);
    expect((await setLink(slide._id, reader.cookie, '/books/categories/novel')).statusCode).toBe(403);
    expect(
      (
        await testApp.app.inject({
          method: 'PATCH',
          url: `/api/slider-images/${slide._id}`,
          payload: { link: null },
        })
      ).statusCode,
    ).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { bookCarouselBreakpoints, booksPerSlide } from './booksPerSlide';

describe('booksPerSlide', () => {
  it.each([
    [1920, 5],
    [951, 5],
    [950, 4],
    [761, 4],
    [760, 3],
    [571, 3],
    [570, 2],
    [391, 2],
    [390, 1],
    [320, 1],
    [0, 1],
  ])('%ipx -> %i books', (width, count) => {
    expect(booksPerSlide(width)).toBe(count);
  });

  it('gives swiper breakpoints that agree with it', () => {
    expect(bookCarouselBreakpoints).toEqual({
      0: { slidesPerView: 1 },
      391: { slidesPerView: 2 },
      571: { slidesPerView: 3 },
      761: { slidesPerView: 4 },
      951: { slidesPerView: 5 },
    });
  });
});

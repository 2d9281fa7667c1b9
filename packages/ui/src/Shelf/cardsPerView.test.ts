import { describe, expect, it } from 'vitest';
import { CARDS_PER_VIEW, cardsPerView } from './cardsPerView';

describe('cardsPerView', () => {
  it.each([
    [1920, 5],
    [900, 5],
    [899, 4],
    [720, 4],
    [719, 3],
    [540, 3],
    [539, 2],
    [360, 2],
    [359, 1],
    [0, 1],
  ])('a shelf %ipx wide shows %i cards', (width, count) => {
    expect(cardsPerView(width, CARDS_PER_VIEW)).toBe(count);
  });

  it('follows a table of its own', () => {
    const table = [
      [300, 2],
      [600, 3],
    ] as const;
    expect(cardsPerView(299, table)).toBe(1);
    expect(cardsPerView(600, table)).toBe(3);
  });
});

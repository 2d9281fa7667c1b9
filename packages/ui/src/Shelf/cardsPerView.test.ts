import { describe, expect, it } from 'vitest';
import { cardsPerView } from './cardsPerView';

describe('cardsPerView', () => {
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
  ])('%ipx -> %i cards', (width, count) => {
    expect(cardsPerView(width)).toBe(count);
  });
});

import { describe, expect, it } from 'vitest';
import { basketTotals } from './totals';

describe('basketTotals', () => {
  it('is 0 and 0 for an empty basket', () => {
    expect(basketTotals([])).toEqual({ count: 0, price: 0 });
  });

  it('counts copies and sums exact cents', () => {
    expect(basketTotals([{ count: 3, book: { price: 19.99 } }])).toEqual({ count: 3, price: 59.97 });
    expect(
      basketTotals([
        { count: 1, book: { price: 0.1 } },
        { count: 1, book: { price: 0.2 } },
      ]),
    ).toEqual({
      count: 2,
      price: 0.3,
    });
  });

  it('rounds a price with more than 2 decimals down', () => {
    expect(basketTotals([{ count: 1, book: { price: 12.159 } }]).price).toBe(12.15);
  });
});

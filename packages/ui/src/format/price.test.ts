import { describe, expect, it } from 'vitest';
import { formatPrice, roundDownToCents } from './price';

describe('roundDownToCents', () => {
  it('rounds down, never up', () => {
    expect(roundDownToCents(12.159)).toBe(12.15);
    expect(roundDownToCents(0.999)).toBe(0.99);
  });

  it('keeps exact cents despite float noise', () => {
    expect(roundDownToCents(0.1 + 0.2)).toBe(0.3);
    expect(roundDownToCents(3 * 19.9)).toBe(59.7);
  });
});

describe('formatPrice', () => {
  it('puts the euro sign after the amount', () => {
    expect(formatPrice(12.15, 'en-GB')).toBe('12.15 €');
    expect(formatPrice(12.15, 'es-ES')).toBe('12,15 €');
    expect(formatPrice(7, 'en-GB')).toBe('7.00 €');
  });
});

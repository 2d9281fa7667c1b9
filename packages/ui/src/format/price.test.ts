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

describe('formatPrice without Intl for the shop locales', () => {
  it('writes what Intl.NumberFormat writes, grouping thousands as each locale does', () => {
    const amounts = [0, 0.5, 7, 12.15, 999.99, 1234.5, 12345.67, 1234567.8, 42000];
    for (const locale of ['es-ES', 'en-GB']) {
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const amount of amounts) expect(formatPrice(amount, locale)).toBe(`${intl.format(amount)} €`);
    }
  });

  it('still formats any other locale', () => {
    expect(formatPrice(1234.5, 'de-DE')).toBe('1.234,50 €');
    expect(formatPrice(1234.5, 'en-US')).toBe('1,234.50 €');
  });
});

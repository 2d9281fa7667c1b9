import { describe, expect, it } from 'vitest';
import { formatDate } from './date';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it('writes the amount as the locale does, in the currency given', () => {
    expect(formatPrice(12.15, 'es-ES', 'EUR')).toBe('12,15\u00a0€');
    expect(formatPrice(12.15, 'en-GB', 'EUR')).toBe('€12.15');
    expect(formatPrice(1234.5, 'en-US', 'USD')).toBe('$1,234.50');
    expect(formatPrice(1234.5, 'de-DE', 'EUR')).toBe('1.234,50\u00a0€');
  });

  it('rounds as Intl does (a storefront with another rule passes its own formatPrice)', () => {
    expect(formatPrice(18.999, 'en-GB', 'GBP')).toBe('£19.00');
  });
});

describe('formatDate', () => {
  it('writes the date in the locale', () => {
    const options = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
    expect(formatDate('2026-11-21T10:00:00.000Z', 'en-GB', options)).toBe('21 Nov 2026');
    expect(formatDate('2026-11-21T10:00:00.000Z', 'es-ES', options)).toBe('21 nov 2026');
  });
});

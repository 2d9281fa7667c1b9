import { languageTable } from '@bookshop/contract';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../features/catalogue/catalogueWords';
import { formatShopPrice, roundDownToCents } from './price';

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

describe('formatShopPrice', () => {
  it('puts the euro sign after the amount, in both languages', () => {
    expect(formatShopPrice(12.15, 'eng')).toBe('12.15 €');
    expect(formatShopPrice(12.15, 'esp')).toBe('12,15 €');
    expect(formatShopPrice(7, 'eng')).toBe('7.00 €');
    expect(formatShopPrice(18.999, 'esp')).toBe('18,99 €');
  });

  it('writes the amount as Intl.NumberFormat does in each language, grouping thousands as it does', () => {
    const amounts = [0, 0.5, 7, 12.15, 999.99, 1234.5, 12345.67, 1234567.8, 42000];
    for (const language of ['esp', 'eng'] as const) {
      const intl = new Intl.NumberFormat(languageTable[language].locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const amount of amounts)
        expect(formatShopPrice(amount, language)).toBe(`${intl.format(amount)} €`);
    }
  });
});

describe('formatCount', () => {
  it('writes a count as toLocaleString does in each language', () => {
    const counts = [0, 1, 24, 999, 1000, 1234, 9999, 10000, 12345, 100000, 1234567];
    for (const language of ['esp', 'eng'] as const)
      for (const count of counts)
        expect(formatCount(count, language)).toBe(count.toLocaleString(languageTable[language].locale));
  });
});

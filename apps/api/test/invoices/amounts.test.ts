import { describe, expect, it } from 'vitest';
import { centsOf, invoiceAmounts } from '../../src/invoices/amounts';

describe('invoice amounts', () => {
  it('takes 4 % IVA out of book prices, rounding the base half away from zero, and keeps the total exact', () => {
    // 2 × 12.50 + 19.99 = 44.99 at 4 %: base 4499 / 1.04 = 4325.96… → 43.26, IVA 1.73.
    const amounts = invoiceAmounts([
      { description: 'A', quantity: 2, unitCents: 1250, kind: 'book' },
      { description: 'B', quantity: 1, unitCents: 1999, kind: 'book' },
    ]);
    expect(amounts.taxes).toEqual([{ rate: 4, baseCents: 4326, taxCents: 173, totalCents: 4499 }]);
    expect(amounts.totalCents).toBe(4499);
    expect(amounts.baseCents + amounts.taxCents).toBe(amounts.totalCents);
  });

  it('puts anything that is not a book at 21 %, in a line of its own', () => {
    const amounts = invoiceAmounts([
      { description: 'Book', quantity: 1, unitCents: 1040, kind: 'book' },
      { description: 'Tote bag', quantity: 1, unitCents: 1210, kind: 'other' },
    ]);
    expect(amounts.taxes).toEqual([
      { rate: 4, baseCents: 1000, taxCents: 40, totalCents: 1040 },
      { rate: 21, baseCents: 1000, taxCents: 210, totalCents: 1210 },
    ]);
    expect(amounts).toMatchObject({ baseCents: 2000, taxCents: 250, totalCents: 2250 });
  });

  it('rounds a half cent away from zero, the same for a corrective (negative) invoice', () => {
    // 13 cents at 4 %: 1300 / 104 = 12.5 → base 13, IVA 0; 26 cents: 25 exactly.
    expect(invoiceAmounts([{ description: 'x', quantity: 1, unitCents: 13, kind: 'book' }]).taxes[0]).toEqual(
      {
        rate: 4,
        baseCents: 13,
        taxCents: 0,
        totalCents: 13,
      },
    );
    const corrective = invoiceAmounts([{ description: 'A', quantity: 2, unitCents: -1250, kind: 'book' }]);
    expect(corrective.taxes).toEqual([{ rate: 4, baseCents: -2404, taxCents: -96, totalCents: -2500 }]);
  });

  it('reads euros as the database writes them into cents without float error', () => {
    expect(centsOf('19.99')).toBe(1999);
    expect(centsOf('0.10')).toBe(10);
    expect(centsOf('12.5')).toBe(1250);
    expect(centsOf('1000')).toBe(100000);
    expect(centsOf(0.07)).toBe(7);
  });
});

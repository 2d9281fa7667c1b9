import { describe, expect, it } from 'vitest';
import { nextOrderStatuses, orderStatusesBefore, orderStatusSchema } from './orders';
import { isSpanishTaxId, normaliseTaxId } from './taxId';

describe('order status changes', () => {
  it('lets an admin move placed -> shipped -> delivered, cancel before delivery, and accept a return', () => {
    expect(nextOrderStatuses('placed', 'admin')).toEqual(['shipped', 'cancelled']);
    expect(nextOrderStatuses('shipped', 'admin')).toEqual(['delivered', 'cancelled']);
    expect(nextOrderStatuses('return_requested', 'admin')).toEqual(['returned']);
    expect(nextOrderStatuses('delivered', 'admin')).toEqual([]);
  });

  it('lets the customer cancel only while placed and ask for a return once delivered', () => {
    expect(orderStatusesBefore('cancelled', 'customer')).toEqual(['placed']);
    expect(orderStatusesBefore('return_requested', 'customer')).toEqual(['delivered']);
  });

  it('leaves an order awaiting payment to the bank alone: nobody else moves it', () => {
    expect(nextOrderStatuses('awaiting_payment', 'admin')).toEqual([]);
    expect(nextOrderStatuses('awaiting_payment', 'customer')).toEqual([]);
    expect(nextOrderStatuses('awaiting_payment', 'payment')).toEqual(['placed', 'cancelled']);
    // Nothing leads back to awaiting payment, and cancelled and returned are final.
    for (const status of orderStatusSchema.options) {
      expect(nextOrderStatuses(status, 'admin')).not.toContain('awaiting_payment');
    }
    expect(nextOrderStatuses('cancelled', 'admin')).toEqual([]);
    expect(nextOrderStatuses('returned', 'admin')).toEqual([]);
  });
});

describe('Spanish tax numbers', () => {
  it('takes DNI, NIE and company numbers with their right check character, as people type them', () => {
    expect(isSpanishTaxId('12345678Z')).toBe(true);
    expect(isSpanishTaxId(' 12.345.678-z ')).toBe(true);
    expect(isSpanishTaxId('X1234567L')).toBe(true);
    expect(isSpanishTaxId('B12345674')).toBe(true);
    expect(normaliseTaxId(' 12.345.678-z ')).toBe('12345678Z');
  });

  it('refuses a wrong check character and anything else', () => {
    expect(isSpanishTaxId('12345678A')).toBe(false);
    expect(isSpanishTaxId('X1234567A')).toBe(false);
    expect(isSpanishTaxId('B12345675')).toBe(false);
    expect(isSpanishTaxId('')).toBe(false);
    expect(isSpanishTaxId('ES12345678Z')).toBe(false);
  });
});

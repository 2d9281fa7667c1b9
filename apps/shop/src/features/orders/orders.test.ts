import { describe, expect, it } from 'vitest';
import { nextPath } from '../account/nextPath';
import { canRequestReturn } from './orders';

const DAY = 24 * 60 * 60 * 1000;
const delivered = (daysAgo: number | null, status: 'delivered' | 'shipped' = 'delivered') =>
  ({
    status,
    deliveredAt: daysAgo === null ? null : new Date(Date.UTC(2026, 10, 20) - daysAgo * DAY).toISOString(),
  }) as Parameters<typeof canRequestReturn>[0];
const now = Date.UTC(2026, 10, 20);

describe('canRequestReturn', () => {
  it('allows a return up to 14 days after delivery, and not a moment later', () => {
    expect(canRequestReturn(delivered(0), now)).toBe(true);
    expect(canRequestReturn(delivered(14), now)).toBe(true);
    expect(canRequestReturn(delivered(14.01), now)).toBe(false);
  });

  it('refuses orders that were not delivered', () => {
    expect(canRequestReturn(delivered(1, 'shipped'), now)).toBe(false);
    expect(canRequestReturn(delivered(null), now)).toBe(false);
  });
});

describe('nextPath', () => {
  it('goes back to a path of the shop, or home', () => {
    expect(nextPath(new URLSearchParams('next=/basket'))).toBe('/basket');
    expect(nextPath(new URLSearchParams(''))).toBe('/main');
  });

  it('never leaves the shop', () => {
    expect(nextPath(new URLSearchParams('next=https://evil.example'))).toBe('/main');
    expect(nextPath(new URLSearchParams('next=//evil.example'))).toBe('/main');
    expect(nextPath(new URLSearchParams('next=/\\evil.example'))).toBe('/main');
    expect(nextPath(new URLSearchParams('next=/%09/evil.example'))).toBe('/main');
    expect(nextPath(new URLSearchParams('next=/books%5C..%5Cevil'))).toBe('/main');
    expect(nextPath(new URLSearchParams('next=javascript:alert(1)'))).toBe('/main');
  });
});

/** The card price when a book has none (SPEC section 9). */
export const DEFAULT_PRICE = 12.15;

/** Rounds a euro amount down to whole cents (SPEC: prices are rounded down to 2 decimals). */
export function roundDownToCents(amount: number): number {
  // The epsilon keeps 0.1 + 0.2 style float noise from losing a cent.
  return Math.floor(amount * 100 + 1e-6) / 100;
}

// Building an Intl.NumberFormat costs far more than using one, and a page of cards formats many
// prices: one formatter per locale, made once.
const formatters = new Map<string, Intl.NumberFormat>();

/** "12.15 €": the amount with two decimals followed by the euro sign. */
export function formatPrice(amount: number, locale = 'es-ES'): string {
  let number = formatters.get(locale);
  if (!number) {
    number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(locale, number);
  }
  return `${number.format(roundDownToCents(amount))} €`;
}

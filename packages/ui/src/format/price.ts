/** The card price when a book has none (SPEC section 9). */
export const DEFAULT_PRICE = 12.15;

/** Rounds a euro amount down to whole cents (SPEC: prices are rounded down to 2 decimals). */
export function roundDownToCents(amount: number): number {
  // The epsilon keeps 0.1 + 0.2 style float noise from losing a cent.
  return Math.floor(amount * 100 + 1e-6) / 100;
}

/**
 * How the shop's two locales write an amount. The first Intl.NumberFormat a page builds loads the
 * locale's data: 12-28 ms on a desktop, four times that on a phone, in the task that paints the basket
 * total. These two are written by hand; any other locale still goes through Intl.
 */
const shopLocales: Record<string, { decimal: string; group: string; groupFrom: number }> = {
  // Spanish groups thousands only from five digits: 1234,50 but 12.345,67.
  'es-ES': { decimal: ',', group: '.', groupFrom: 5 },
  'en-GB': { decimal: '.', group: ',', groupFrom: 4 },
};
const formatters = new Map<string, Intl.NumberFormat>();

function formatAmount(amount: number, locale: string): string {
  const shopLocale = shopLocales[locale];
  if (shopLocale) {
    const [whole = '0', cents = '00'] = amount.toFixed(2).split('.');
    const grouped =
      whole.length < shopLocale.groupFrom ? whole : whole.replace(/\B(?=(\d{3})+$)/g, shopLocale.group);
    return `${grouped}${shopLocale.decimal}${cents}`;
  }
  let number = formatters.get(locale);
  if (!number) {
    number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(locale, number);
  }
  return number.format(amount);
}

/** "12.15 €": the amount with two decimals followed by the euro sign. */
export function formatPrice(amount: number, locale = 'es-ES'): string {
  return `${formatAmount(roundDownToCents(amount), locale)} €`;
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount of money as the locale writes it in `currency`: 12.15 -> "12,15 €" (es-ES, EUR), "€12.15"
 * (en-GB, EUR), "$12.15" (en-US, USD). One Intl.NumberFormat per locale and currency, made on first use.
 */
export function formatPrice(amount: number, locale: string, currency: string): string {
  const key = `${locale}|${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    priceFormats.set(key, format);
  }
  return format.format(amount);
}

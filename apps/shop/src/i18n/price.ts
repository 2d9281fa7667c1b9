import { type InLanguages, inLanguage, type Language } from '@bookshop/contract';
import { catalanAmountFormat } from './catalan/numbers';

/** SPEC section 9: a card whose book has no price shows 12.15. */
export const DEFAULT_CARD_PRICE = 12.15;

/** Rounds an amount down to whole cents (SPEC: prices are rounded down to 2 decimals). */
export function roundDownToCents(amount: number): number {
  // The epsilon keeps 0.1 + 0.2 style float noise from losing a cent.
  return Math.floor(amount * 100 + 1e-6) / 100;
}

/**
 * How the shop's languages write an amount, by hand: the first Intl.NumberFormat a page builds
 * loads the locale's data (12-28 ms on a desktop, four times that on a phone) in the task that paints
 * the basket total. The unit test holds these to what Intl writes.
 */
const amountFormats: InLanguages<{ decimal: string; group: string; groupFrom: number }> = {
  // Spanish groups thousands only from five digits: 1234,50 but 12.345,67.
  esp: { decimal: ',', group: '.', groupFrom: 5 },
  eng: { decimal: '.', group: ',', groupFrom: 4 },
  cat: catalanAmountFormat,
};

/** A whole number's digits grouped in thousands as the language writes them: "12.345", "12,345". */
export function groupThousands(digits: string, language: Language): string {
  const format = inLanguage(amountFormats, language);
  return digits.length < format.groupFrom ? digits : digits.replace(/\B(?=(\d{3})+$)/g, format.group);
}

/** SPEC: a price is the amount, rounded down to cents, followed by the euro sign: "12,15 €", "12.15 €". */
export function formatShopPrice(amount: number, language: Language): string {
  const [whole = '0', cents = '00'] = roundDownToCents(amount).toFixed(2).split('.');
  return `${groupThousands(whole, language)}${inLanguage(amountFormats, language).decimal}${cents} €`;
}

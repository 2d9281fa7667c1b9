/**
 * How Catalan writes a whole number, by hand as `price.ts` writes Spanish and English ones (and for its
 * `amountFormats` once Catalan is a language): a full stop between thousands from four digits on, as
 * Intl's `ca-ES` does ("1.234"), where Spanish waits for five ("1234"). Amounts: "1.234,50 €".
 */
export const catalanAmountFormat = { decimal: ',', group: '.', groupFrom: 4 } as const;

/** A count of books as Catalan writes it: "1.234". */
export function formatCatalanCount(count: number): string {
  const digits = String(Math.trunc(count));
  return digits.length < catalanAmountFormat.groupFrom
    ? digits
    : digits.replace(/\B(?=(\d{3})+$)/g, catalanAmountFormat.group);
}

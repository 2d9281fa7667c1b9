// An invoice's sums, in whole cents (never floats added up). Shop prices include IVA: 4 % on books and
// 21 % on anything else (Ley 37/1992 del IVA, art. 91.Dos.1.2º and 90). Rounding rule, per rate: the
// total of the lines at that rate is exact (what the shopper paid); its base is that total × 100 / (100
// + rate), rounded to the cent half away from zero; its IVA is the total less the base. So base + IVA is
// always the total paid, to the cent.

export type LineKind = 'book' | 'other';

/** IVA in per cent of the base, by what is sold. */
export const IVA_RATES: Record<LineKind, number> = { book: 4, other: 21 };

export interface InvoiceLineInput {
  description: string;
  quantity: number;
  /** Price of one, IVA included, in cents (negative on a corrective invoice). */
  unitCents: number;
  kind: LineKind;
}

export interface InvoiceLine extends InvoiceLineInput {
  rate: number;
  totalCents: number;
}

export interface TaxSummary {
  rate: number;
  baseCents: number;
  taxCents: number;
  totalCents: number;
}

export interface InvoiceAmounts {
  lines: InvoiceLine[];
  /** One per rate, lowest first. */
  taxes: TaxSummary[];
  baseCents: number;
  taxCents: number;
  totalCents: number;
}

/** `numerator / denominator` rounded to a whole number, halves away from zero (integers in, exact). */
function divideRounded(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator);
  const magnitude = Math.abs(numerator);
  return sign * Math.floor((2 * magnitude + denominator) / (2 * denominator));
}

export function invoiceAmounts(inputs: readonly InvoiceLineInput[]): InvoiceAmounts {
  const lines = inputs.map((line) => {
    if (!Number.isInteger(line.unitCents) || !Number.isInteger(line.quantity)) {
      throw new Error('Invoice amounts are whole cents and whole quantities');
    }
    return { ...line, rate: IVA_RATES[line.kind], totalCents: line.unitCents * line.quantity };
  });
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.totalCents);
  const taxes = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, totalCents]) => {
      const baseCents = divideRounded(totalCents * 100, 100 + rate);
      return { rate, baseCents, taxCents: totalCents - baseCents, totalCents };
    });
  const sum = (pick: (tax: TaxSummary) => number) => taxes.reduce((total, tax) => total + pick(tax), 0);
  return {
    lines,
    taxes,
    baseCents: sum((tax) => tax.baseCents),
    taxCents: sum((tax) => tax.taxCents),
    totalCents: sum((tax) => tax.totalCents),
  };
}

/** Euros as the database keeps them ("12.50") to cents (1250), without going through a float sum. */
export function centsOf(euros: string | number): number {
  const [whole = '0', fraction = ''] = String(euros).split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2)));
}

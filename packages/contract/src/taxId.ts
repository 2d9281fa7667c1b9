// Spanish tax identification numbers (NIF): a full invoice names its buyer by one (issue 36).

const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';

/** A DNI (8 digits and a letter) or an NIE (X, Y or Z, 7 digits, a letter): the letter is mod 23. */
function isPersonalTaxId(id: string): boolean {
  const match = /^([XYZ]|\d)(\d{7})([A-Z])$/.exec(id);
  if (!match) return false;
  const [, first = '', digits = '', letter] = match;
  const lead = 'XYZ'.indexOf(first);
  const number = Number(`${lead >= 0 ? lead : first}${digits}`);
  return LETTERS[number % 23] === letter;
}

/**
 * A company's NIF (formerly CIF): a letter for its kind, 7 digits, and a control digit or letter,
 * from the digits' sums as the Spanish tax agency defines them (Orden EHA/451/2008).
 */
function isCompanyTaxId(id: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!match) return false;
  const [, kind = '', digits = '', control = ''] = match;
  let sum = 0;
  for (const [index, character] of [...digits].entries()) {
    const digit = Number(character);
    if (index % 2 === 1) sum += digit;
    else {
      const doubled = digit * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  }
  const check = (10 - (sum % 10)) % 10;
  // Some kinds must use the letter, some the digit; the rest may use either.
  if ('KPQS'.includes(kind) || 'NW'.includes(kind)) return control === CIF_CONTROL_LETTERS[check];
  if ('ABEH'.includes(kind)) return control === String(check);
  return control === String(check) || control === CIF_CONTROL_LETTERS[check];
}

/** The tax number as it is stored and printed: upper case, without spaces, dots or dashes. */
export function normaliseTaxId(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, '');
}

/** Whether `value` (normalised) is a valid Spanish NIF, NIE or company NIF, check character and all. */
export function isSpanishTaxId(value: string): boolean {
  const id = normaliseTaxId(value);
  return isPersonalTaxId(id) || isCompanyTaxId(id);
}

// ISBNs (issue 38): a book's edition is known by its ISBN-13, stored and answered as 13 digits. No zod
// here: the search, the import and the shop's pages use these without the schemas.

/** Whether 13 digits end in the check digit ISBN-13 (EAN-13) gives them: weights 1, 3, 1, 3, ... */
function isbn13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** An ISBN-10's check character: weights 10 down to 2, modulo 11, 10 written as X. */
function isbn10CheckDigit(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** The characters an ISBN is written with besides its digits: hyphens and spaces (`978-84-376-0494-7`). */
const SEPARATORS = /[\s\u2010-\u2015-]/g;

/** Why a text is no ISBN: not 10 or 13 digits, or a wrong check digit. */
export type IsbnFault = 'shape' | 'checkDigit';

/**
 * The ISBN-13 a text stands for, as 13 digits: an ISBN-13 or an ISBN-10 (converted: 978, its first
 * nine digits, a new check digit), with or without hyphens and spaces; or why it is none.
 */
export function readIsbn(text: string): { isbn: string } | { fault: IsbnFault } {
  const compact = text.replace(SEPARATORS, '').toUpperCase();
  if (/^97[89]\d{10}$/.test(compact)) {
    return isbn13CheckDigit(compact.slice(0, 12)) === Number(compact[12])
      ? { isbn: compact }
      : { fault: 'checkDigit' };
  }
  if (/^\d{9}[\dX]$/.test(compact)) {
    if (isbn10CheckDigit(compact.slice(0, 9)) !== compact[9]) return { fault: 'checkDigit' };
    const first12 = `978${compact.slice(0, 9)}`;
    return { isbn: `${first12}${isbn13CheckDigit(first12)}` };
  }
  return { fault: 'shape' };
}

/** The ISBN-13 of a text, or undefined when it is none (a search text, an imported field). */
export function isbn13Of(text: string): string | undefined {
  const read = readIsbn(text);
  return 'isbn' in read ? read.isbn : undefined;
}

/** An ISBN-13 with its check digit worked out, from the first twelve digits (generated catalogues). */
export function isbn13From(first12: string): string {
  if (!/^97[89]\d{9}$/.test(first12)) throw new Error(`Not the first 12 digits of an ISBN-13: ${first12}`);
  return `${first12}${isbn13CheckDigit(first12)}`;
}

/** How an edition is made, as shops say it. */
export const bookFormats = ['paperback', 'hardback', 'ebook'] as const;
export type BookFormat = (typeof bookFormats)[number];

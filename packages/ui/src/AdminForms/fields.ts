/** SPEC section 5: categories are typed separated by spaces and become a list. */
export function splitCategories(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/** A form field counts as filled when it is not blank, and a number when it is not zero. */
export function isFilled(value: string, numeric = false): boolean {
  const text = value.trim();
  if (!text) return false;
  return !numeric || (Number.isFinite(Number(text)) && Number(text) !== 0);
}

import { describe, expect, it } from 'vitest';
import { isFilled, splitCategories } from './fields';

describe('splitCategories', () => {
  it('splits on any run of spaces and drops empty parts', () => {
    expect(splitCategories('  classic   novel history ')).toEqual(['classic', 'novel', 'history']);
    expect(splitCategories('   ')).toEqual([]);
  });
});

describe('isFilled', () => {
  it('needs a non-blank text', () => {
    expect(isFilled('Rayuela')).toBe(true);
    expect(isFilled('   ')).toBe(false);
  });

  it('needs a non-zero number for numeric fields', () => {
    expect(isFilled('0', true)).toBe(false);
    expect(isFilled('abc', true)).toBe(false);
    expect(isFilled('12.5', true)).toBe(true);
  });
});

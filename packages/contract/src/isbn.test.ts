import { describe, expect, it } from 'vitest';
import { isbnSchema } from './books';
import { isbn13From, isbn13Of, readIsbn } from './isbn';

describe('readIsbn', () => {
  it('reads an ISBN-13 with or without hyphens and spaces', () => {
    for (const text of ['9788437604947', '978-84-376-0494-7', '978 84 376 0494 7', ' 978‐84‐376‐0494‐7 ']) {
      expect(readIsbn(text)).toEqual({ isbn: '9788437604947' });
    }
  });

  it('turns an ISBN-10 into its ISBN-13 (978, nine digits, a new check digit), X included', () => {
    expect(readIsbn('84-376-0494-X')).toEqual({ isbn: '9788437604947' });
    expect(readIsbn('0-13-110362-8')).toEqual({ isbn: '9780131103627' });
    expect(readIsbn('080442957x')).toEqual({ isbn: '9780804429573' });
  });

  it('refuses a wrong check digit, and anything but 10 or 13 digits', () => {
    expect(readIsbn('978-84-376-0494-8')).toEqual({ fault: 'checkDigit' });
    expect(readIsbn('84-376-0494-7')).toEqual({ fault: 'checkDigit' });
    for (const text of ['', 'ISBN', '97884376049', '97884376049470', '9778437604947', '84-376-0494-Y']) {
      expect(readIsbn(text)).toEqual({ fault: 'shape' });
    }
    expect(isbn13Of('978-84-376-0494-8')).toBeUndefined();
  });

  it('makes a check digit from twelve digits', () => {
    expect(isbn13From('978843760494')).toBe('9788437604947');
    expect(() => isbn13From('12345')).toThrow();
  });

  it('is the schema the API and the forms check ISBNs with: the message names why', () => {
    expect(isbnSchema.parse('84-376-0494-X')).toBe('9788437604947');
    const refused = isbnSchema.safeParse('978-84-376-0494-8');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('isbnInvalid');
  });
});

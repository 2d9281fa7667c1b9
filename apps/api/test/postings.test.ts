import { describe, expect, it } from 'vitest';
import { Postings } from '../src/book-lists/postings';
import { seededRandom } from './random';

/** A word's books as `Postings.forEach` gives them. */
function booksOf(postings: Postings, word: string): number[] {
  const books: number[] = [];
  postings.forEach(word, (slot) => books.push(slot));
  return books;
}

describe('Postings', () => {
  it('keeps each word’s books in the order added, as words gain and lose books by the thousand', () => {
    const postings = new Postings();
    // What the postings should hold: each word's books in the order they came.
    const expected = new Map<string, number[]>();
    const random = seededRandom(7);
    // One word of a single book, one of a few, one of hundreds, one of thousands.
    const words = ['4821', 'harbour', 'ciudad', 'la'];
    const sizes = [1, 20, 400, 5_000];
    words.forEach((word, w) => {
      for (let slot = 0; slot < (sizes[w] as number); slot++) {
        const books = expected.get(word) ?? [];
        expect(postings.add(word, slot * 3 + w)).toBe(books.length === 0);
        books.push(slot * 3 + w);
        expected.set(word, books);
      }
    });
    // Books leave from anywhere, most of them, and some come back, so that each word's books cross
    // from many to few and back.
    for (let round = 0; round < 20_000; round++) {
      const word = words[random(words.length)] as string;
      const books = expected.get(word) ?? [];
      if (books.length > 0 && random(3) !== 0) {
        const slot = books[random(books.length)] as number;
        const gone = postings.remove(word, slot);
        books.splice(books.lastIndexOf(slot), 1);
        expect(gone).toBe(books.length === 0);
      } else {
        const slot = 100_000 + round;
        expect(postings.add(word, slot)).toBe(books.length === 0);
        books.push(slot);
      }
      expected.set(word, books);
    }
    for (const word of words) {
      const books = expected.get(word) ?? [];
      expect(postings.count(word), word).toBe(books.length);
      expect(booksOf(postings, word), word).toEqual(books);
    }
    expect(new Set(postings.words())).toEqual(new Set(words.filter((word) => expected.get(word)?.length)));
  });

  it('ignores a book taken from a word that does not have it', () => {
    const postings = new Postings();
    for (let slot = 0; slot < 100; slot++) postings.add('noche', slot);
    expect(postings.remove('noche', 500)).toBe(false);
    expect(postings.remove('dia', 1)).toBe(false);
    expect(postings.count('noche')).toBe(100);
    expect(booksOf(postings, 'noche')).toEqual(Array.from({ length: 100 }, (_, slot) => slot));
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Postings } from '../src/book-lists/postings';
import { SnapshotReader, SnapshotWriter } from '../src/book-lists/snapshot-file';
import { seededRandom } from './random';

/** A word's books as `Postings.forEach` gives them. */
function booksOf(postings: Postings, word: string): number[] {
  const books: number[] = [];
  postings.forEach(word, (slot) => books.push(slot));
  return books;
}

const folder = mkdtempSync(join(tmpdir(), 'bookshop-postings-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The postings written to a file and read back (`save`, `load`). */
function savedAndRead(postings: Postings): Postings {
  const file = join(folder, 'postings');
  const writer = new SnapshotWriter(file);
  postings.save(writer);
  writer.close();
  const reader = new SnapshotReader(file);
  const read = Postings.load(reader);
  reader.close();
  return read;
}

/** Checks every word's books, and a prefix's words, against what they should be. */
function expectHolds(postings: Postings, expected: Map<string, number[]>, prefixes: readonly string[]): void {
  for (const [word, books] of expected) {
    expect(postings.count(word), word).toBe(books.length);
    expect(booksOf(postings, word), word).toEqual(books);
  }
  for (const prefix of prefixes) {
    const words = [...expected].filter(([word, books]) => word.startsWith(prefix) && books.length > 0);
    const starting = postings.startingWith(prefix);
    const found: number[] = [];
    starting.forEach((slot) => {
      found.push(slot);
    });
    expect(
      found.sort((a, b) => a - b),
      prefix,
    ).toEqual(words.flatMap(([, books]) => books).sort((a, b) => a - b));
    expect(starting.books, prefix).toBe(found.length);
    expect(starting.most, prefix).toBe(Math.max(0, ...words.map(([, books]) => books.length)));
  }
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
        postings.add(word, slot * 3 + w);
        expected.set(word, [...(expected.get(word) ?? []), slot * 3 + w]);
      }
    });
    // Books leave from anywhere, most of them, and some come back, so that each word's books cross
    // from many to few and back.
    for (let round = 0; round < 20_000; round++) {
      const word = words[random(words.length)] as string;
      const books = expected.get(word) ?? [];
      if (books.length > 0 && random(3) !== 0) {
        const slot = books[random(books.length)] as number;
        postings.remove(word, slot);
        books.splice(books.lastIndexOf(slot), 1);
      } else {
        const slot = 100_000 + round;
        postings.add(word, slot);
        books.push(slot);
      }
      expected.set(word, books);
    }
    expectHolds(postings, expected, ['4', 'h', 'c', 'l', 'la', 'x']);
  });

  it('finds the same books after its words are merged into the sorted ones, saved, read back and changed again', () => {
    const random = seededRandom(11);
    const postings = new Postings();
    const expected = new Map<string, number[]>();
    // Enough words (thousands of numbers, a few common words) that the changed ones are merged.
    const wordOf = () =>
      (random(4) === 0 ? ['la', 'las', 'noche', 'night'][random(4)] : `${random(20_000)}`) as string;
    const prefixes = ['1', '12', '123', 'la', 'n', 'no', '9999', 'z'];
    const change = (rounds: number, postingsNow: Postings) => {
      for (let round = 0; round < rounds; round++) {
        const word = wordOf();
        const books = expected.get(word) ?? [];
        if (books.length > 0 && random(4) === 0) {
          const slot = books[random(books.length)] as number;
          postingsNow.remove(word, slot);
          books.splice(books.lastIndexOf(slot), 1);
        } else {
          const slot = random(1_000_000);
          if (books.includes(slot)) continue;
          postingsNow.add(word, slot);
          books.push(slot);
        }
        expected.set(word, books);
        // Prefixes looked for now and then: that is when changed words are merged.
        if (round % 2_500 === 0) expectHolds(postingsNow, expected, prefixes);
      }
    };
    change(20_000, postings);
    expectHolds(postings, expected, prefixes);
    const read = savedAndRead(postings);
    expectHolds(read, expected, prefixes);
    // Words read back change as any other: books moved out of the sorted words, taken, added.
    change(20_000, read);
    expectHolds(read, expected, prefixes);
    expectHolds(savedAndRead(read), expected, prefixes);
  });

  it('ignores a book taken from a word that does not have it', () => {
    const postings = new Postings();
    for (let slot = 0; slot < 100; slot++) postings.add('noche', slot);
    postings.remove('noche', 500);
    postings.remove('dia', 1);
    expect(postings.count('noche')).toBe(100);
    expect(postings.count('dia')).toBe(0);
    expect(booksOf(postings, 'noche')).toEqual(Array.from({ length: 100 }, (_, slot) => slot));
  });
});

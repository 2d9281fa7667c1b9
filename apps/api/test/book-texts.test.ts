import type { Language } from '@bookshop/contract';
import { describe, expect, it } from 'vitest';
import { BookTexts } from '../src/book-lists/book-texts';
import { seededRandom } from './random';

type Keys = { eng: string; esp: string; cat?: string };

describe('BookTexts', () => {
  it('reads back and finds every book’s current keys as thousands of books are written, renamed and taken out', () => {
    const keys = new BookTexts();
    // What the keys should be: each book's current ones.
    const expected = new Map<number, Keys>();
    const random = seededRandom(38);
    // Words of one to four bytes a character in UTF-8, so that parts differ in bytes and characters.
    const words = ['la', 'nit', 'roja', 'ñandú', 'ωmega', '影子', '🌑', 'the', 'harbour', 'x'];
    const keyOf = () =>
      Array.from({ length: 1 + random(3) }, () => words[random(words.length)] as string).join(' ');
    let highest = -1;
    const write = (slot: number) => {
      const written: Keys = { eng: keyOf(), esp: keyOf(), ...(random(3) === 0 && { cat: keyOf() }) };
      keys.set(slot, written.eng, written.esp, written.cat);
      expected.set(slot, written);
      highest = Math.max(highest, slot);
    };
    const slots = 3_000;
    const check = (slot: number) => {
      const book = expected.get(slot);
      for (const language of ['eng', 'esp', 'cat'] as Language[]) {
        expect(keys.textOf(language, slot), `${language} ${slot}`).toBe(book?.[language]);
      }
    };
    const found = (text: string) => {
      const slotsFound: number[] = [];
      keys.matchAnywhere(text, (slot) => slotsFound.push(slot));
      return slotsFound.sort((a, b) => a - b);
    };
    const holding = (text: string) =>
      [...expected]
        .filter(([, book]) => [book.eng, book.esp, book.cat].some((key) => key?.includes(text)))
        .map(([slot]) => slot)
        .sort((a, b) => a - b);
    // Every slot but a few, then renames, removals and new books in any order: the text is made again
    // several times meanwhile, and read with books written since.
    for (let slot = 0; slot < slots; slot++) if (slot % 7 !== 3) write(slot);
    for (let round = 0; round < 20_000; round++) {
      const slot = random(slots + 500);
      if (random(4) === 0) {
        keys.remove(slot);
        expected.delete(slot);
      } else write(slot);
      if (round % 500 === 0) {
        for (let i = 0; i < 50; i++) check(random(slots + 600));
        for (const text of ['ro', 'a n', 'har', 'x', 'nit l', 'e la'])
          expect(found(text), text).toEqual(holding(text));
      }
    }
    for (let slot = 0; slot < slots + 600; slot++) check(slot);
    for (const text of ['ro', 'a n', 'harbour th', 'x', 'ega', 'a '])
      expect(found(text), text).toEqual(holding(text));
    expect(keys.size).toBe(highest + 1);
  });

  it('reads a key with characters above Latin-1 as its characters, and finds ASCII texts in it alone', () => {
    const keys = new BookTexts();
    keys.set(0, '🌑🌑 nombrar', 'ωmega nandu 影', undefined);
    keys.set(1, 'new moon', '影影 luna nueva', 'lluna nova');
    keys.set(2, 'the end', 'el fin', '');
    expect(keys.textOf('esp', 0)).toBe('ωmega nandu 影');
    expect(keys.textOf('cat', 0)).toBeUndefined();
    expect(keys.textOf('esp', 1)).toBe('影影 luna nueva');
    expect(keys.textOf('cat', 2)).toBe('');
    const found: number[] = [];
    keys.matchAnywhere('na nu', (slot) => found.push(slot));
    expect(found).toEqual([1]);
  });

  it('orders books by their bytes as the database orders their texts, by code point', () => {
    const names = new BookTexts();
    // In JavaScript's own order (UTF-16), "🌑" (U+1F311) comes before "ｚ" (U+FF5A); by code point, after.
    const texts = ['🌑 luna', 'ｚ', 'z', 'zz', 'é', 'ω'];
    texts.forEach((text, slot) => {
      names.set(slot, text, text, undefined);
    });
    const bytesOf = (slot: number) => names.bytesFor('cat', slot);
    const order = texts.map((_, slot) => slot).sort((a, b) => (bytesOf(a) < bytesOf(b) ? -1 : 1));
    expect(order.map((slot) => texts[slot])).toEqual(['z', 'zz', 'é', 'ω', 'ｚ', '🌑 luna']);
  });
});

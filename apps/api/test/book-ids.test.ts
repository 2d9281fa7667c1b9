import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BookIds } from '../src/book-lists/book-ids';

/** Room for `count` ids, as the book index makes it before adding. */
function idsWithRoom(count: number): BookIds {
  const ids = new BookIds();
  ids.grow(count);
  return ids;
}

describe('BookIds', () => {
  it('finds each of many ids at its slot and writes it back as the database does', () => {
    const texts = Array.from({ length: 50_000 }, () => randomUUID());
    const ids = idsWithRoom(texts.length);
    texts.forEach((text, slot) => {
      expect(ids.add(text)).toBe(slot);
    });

    expect(ids.size).toBe(texts.length);
    texts.forEach((text, slot) => {
      expect(ids.slotOf(text)).toBe(slot);
      expect(ids.idAt(slot)).toBe(text);
    });
    expect(ids.slotOf(randomUUID())).toBeUndefined();
  });

  it('tells apart ids that differ in one digit anywhere, and orders them as their texts', () => {
    const base = '0123abcd-4567-4def-89ab-0123456789ab';
    const texts = [base];
    for (const at of [0, 7, 9, 14, 20, 24, 35]) {
      texts.push(`${base.slice(0, at)}${base[at] === 'f' ? 'e' : 'f'}${base.slice(at + 1)}`);
    }
    const ids = idsWithRoom(texts.length);
    for (const text of texts) ids.add(text);

    texts.forEach((text, slot) => {
      expect(ids.slotOf(text)).toBe(slot);
    });
    for (let a = 0; a < texts.length; a++) {
      for (let b = 0; b < texts.length; b++) {
        const [textA, textB] = [texts[a] as string, texts[b] as string];
        expect(Math.sign(ids.compare(a, b))).toBe(textA < textB ? -1 : textA > textB ? 1 : 0);
      }
    }
  });

  it('finds an id written in capitals, and nothing for a text that is no id', () => {
    const text = randomUUID();
    const ids = idsWithRoom(1);
    ids.add(text);

    expect(ids.slotOf(text.toUpperCase())).toBe(0);
    for (const notAnId of ['', 'b1', `${text}0`, text.replaceAll('-', ''), text.replace(/^./, 'g')]) {
      expect(ids.slotOf(notAnId)).toBeUndefined();
    }
    expect(() => idsWithRoom(1).add('b1')).toThrow(/not a UUID/);
  });
});

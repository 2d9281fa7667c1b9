import type { SnapshotReader, SnapshotWriter } from './snapshot-file';

/** Where each of an id's 32 hex digits is in its text (8-4-4-4-12, dashes between). */
const DIGIT_AT = Array.from({ length: 32 }, (_, digit) => {
  const dashes = digit < 8 ? 0 : digit < 12 ? 1 : digit < 16 ? 2 : digit < 20 ? 3 : 4;
  return digit + dashes;
});
const DASH_AT = [8, 13, 18, 23];
const ID_LENGTH = 36;
/** Each character code's value as a hex digit, -1 for the others. */
const HEX_VALUE = Int8Array.from({ length: 128 }, (_, code) => {
  const character = String.fromCharCode(code);
  return /[0-9a-f]/i.test(character) ? Number.parseInt(character, 16) : -1;
});
const WORDS_PER_ID = 4;

/**
 * The books' ids by slot, each as 16 bytes in one typed array, and a table from id to slot (open
 * addressing): at a million books 24 MB, where a text and a Map entry per book took 96 MB. Slots are
 * only ever added, as the index never reuses one.
 */
export class BookIds {
  private words = new Uint32Array(0);
  /** A slot + 1 at its id's place, 0 where none: a power of two, at most half full. */
  private table = new Int32Array(0);
  private count = 0;
  /** The id last read (`read`), as four words. */
  private readonly asked = new Uint32Array(WORDS_PER_ID);

  get size(): number {
    return this.count;
  }

  /** Room for `capacity` slots. */
  grow(capacity: number): void {
    const words = new Uint32Array(capacity * WORDS_PER_ID);
    words.set(this.words.subarray(0, words.length));
    this.words = words;
  }

  /** The slot of `id`, or undefined (also for a text that is no id). */
  slotOf(id: string): number | undefined {
    if (this.count === 0 || !read(id, this.asked)) return undefined;
    const slot = (this.table[this.placeOfAsked()] as number) - 1;
    return slot === -1 ? undefined : slot;
  }

  /** Gives `id` the next slot, which it answers. */
  add(id: string): number {
    if (!read(id, this.asked)) throw new Error(`Book index: ${id} is not a UUID`);
    const slot = this.count;
    if ((slot + 1) * WORDS_PER_ID > this.words.length) throw new Error('Book index: no room for another id');
    this.words.set(this.asked, slot * WORDS_PER_ID);
    if ((slot + 1) * 2 > this.table.length) this.rehash(Math.max(1024, this.table.length * 2));
    this.table[this.placeOfAsked()] = slot + 1;
    this.count++;
    return slot;
  }

  /** The id of a slot, as the database writes it. */
  idAt(slot: number): string {
    let hex = '';
    for (let word = 0; word < WORDS_PER_ID; word++) {
      hex += (this.words[slot * WORDS_PER_ID + word] as number).toString(16).padStart(8, '0');
    }
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  /** Two slots' ids compared as their texts are. */
  compare(a: number, b: number): number {
    for (let word = 0; word < WORDS_PER_ID; word++) {
      const wordA = this.words[a * WORDS_PER_ID + word] as number;
      const wordB = this.words[b * WORDS_PER_ID + word] as number;
      if (wordA !== wordB) return wordA < wordB ? -1 : 1;
    }
    return 0;
  }

  /** Writes the ids and their table (`index-snapshot.ts`). */
  save(writer: SnapshotWriter): void {
    writer.json(this.count);
    writer.array(this.words);
    writer.array(this.table);
  }

  /** The ids as `save` wrote them. */
  static load(reader: SnapshotReader): BookIds {
    const ids = new BookIds();
    ids.count = reader.json<number>();
    ids.words = reader.array(Uint32Array);
    ids.table = reader.array(Int32Array);
    return ids;
  }

  /** Where the id last read is in the table, or the empty place it would take. */
  private placeOfAsked(): number {
    const { asked, words } = this;
    const w0 = asked[0] as number;
    const w1 = asked[1] as number;
    const w2 = asked[2] as number;
    const w3 = asked[3] as number;
    const mask = this.table.length - 1;
    let place = mix(w0, w1, w2, w3) & mask;
    for (;;) {
      const slot = (this.table[place] as number) - 1;
      if (slot === -1) return place;
      const at = slot * WORDS_PER_ID;
      if (words[at] === w0 && words[at + 1] === w1 && words[at + 2] === w2 && words[at + 3] === w3)
        return place;
      place = (place + 1) & mask;
    }
  }

  private rehash(length: number): void {
    const table = new Int32Array(length);
    const mask = length - 1;
    const { words } = this;
    for (let slot = 0; slot < this.count; slot++) {
      const at = slot * WORDS_PER_ID;
      let place =
        mix(words[at] as number, words[at + 1] as number, words[at + 2] as number, words[at + 3] as number) &
        mask;
      while (table[place] !== 0) place = (place + 1) & mask;
      table[place] = slot + 1;
    }
    this.table = table;
  }
}

/** Reads a UUID's text into four words: false for a text that is no UUID. */
function read(id: string, words: Uint32Array): boolean {
  if (id.length !== ID_LENGTH) return false;
  for (const at of DASH_AT) if (id.charCodeAt(at) !== 45) return false;
  for (let word = 0; word < WORDS_PER_ID; word++) {
    let value = 0;
    for (let digit = word * 8; digit < word * 8 + 8; digit++) {
      const code = id.charCodeAt(DIGIT_AT[digit] as number);
      const digitValue = code < 128 ? (HEX_VALUE[code] as number) : -1;
      if (digitValue === -1) return false;
      value = value * 16 + digitValue;
    }
    words[word] = value;
  }
  return true;
}

/** The four words mixed into one 32-bit number, so that ids of one time (UUIDv7) spread too. */
function mix(w0: number, w1: number, w2: number, w3: number): number {
  let hash = Math.imul(w0 ^ 0x9e3779b9, 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 15) ^ w1, 0xc2b2ae35);
  hash = Math.imul(hash ^ (hash >>> 13) ^ w2, 0x27d4eb2f);
  hash = Math.imul(hash ^ (hash >>> 16) ^ w3, 0x165667b1);
  return (hash ^ (hash >>> 15)) >>> 0;
}

import type { SnapshotReader, SnapshotWriter } from './snapshot-file';

/**
 * A word's books when it has many: slots in a typed array with room to grow, 4 bytes a book where an
 * array of numbers took 8 and up to half as much again as it grew ("the" of a million English names).
 */
interface ManyBooks {
  slots: Int32Array;
  length: number;
}

/**
 * A changed word's books. Most words are one book's (a number in a title, a rare name): such a word
 * keeps its book as a plain number, as an array of one cost about 180 bytes in V8, and the million
 * words of a million books' own numbers took 0.4 GB so.
 */
type Books = number | number[] | ManyBooks;

/** Up to this many books a word keeps them in an array of numbers: a typed array costs more when small. */
const FEW_BOOKS = 32;
/** A full typed array grows by a quarter: at most a fifth of it is ever room. */
const GROWTH = 1.25;
/**
 * Changed words are merged into the sorted ones when there are more than this many, and more than an
 * eighth of those: each search for a prefix reads the changed ones apart.
 */
const MERGE_FROM_CHANGED = 4096;

/** `books` in a typed array with room to grow. */
function grownCopy(books: ArrayLike<number>): Int32Array {
  const slots = new Int32Array(Math.ceil((books.length + 1) * GROWTH));
  slots.set(books);
  return slots;
}

const sizeOf = (books: Books) => (typeof books === 'number' ? 1 : books.length);

function forEachOf(books: Books, found: (slot: number) => void): void {
  if (typeof books === 'number') found(books);
  else if (Array.isArray(books)) for (const slot of books) found(slot);
  else for (let i = 0; i < books.length; i++) found(books.slots[i] as number);
}

/** A run of books as a changed word keeps them (`Books`). */
function booksOf(slots: Int32Array): Books {
  if (slots.length === 1) return slots[0] as number;
  if (slots.length <= FEW_BOOKS) return Array.from(slots);
  return { slots: grownCopy(slots), length: slots.length };
}

/** Where `word` is, or would go, in sorted `words`. */
function placeOf(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((words[middle] as string) < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The words of sorted `words` that start with `prefix`: [from, to). */
function runOf(words: readonly string[], prefix: string): { from: number; to: number } {
  const from = placeOf(words, prefix);
  let to = from;
  while (to < words.length && (words[to] as string).startsWith(prefix)) to++;
  return { from, to };
}

/** Words sorted, each word's books one after the other in one array: `slots[start[i]..start[i + 1]]`. */
interface SortedWords {
  words: string[];
  start: Int32Array;
  slots: Int32Array;
  /** 1 where a word's books moved to the changed words. */
  moved: Uint8Array;
}

const noWords = (): SortedWords => ({
  words: [],
  start: new Int32Array(1),
  slots: new Int32Array(0),
  moved: new Uint8Array(0),
});

/**
 * Each word's books (slots; an author's books too, its id the word), and the words starting with a
 * prefix. Most words lie sorted with their books in typed arrays, as read from a saved index or merged
 * there: a map of a million words took 0.5 s to make again at each start, and more memory than the
 * arrays. A word added or changed since is kept in a map (and its sorted entry marked as moved) until
 * enough of them are merged in.
 */
export class Postings {
  private sorted = noWords();
  private readonly changed = new Map<string, Books>();
  /** The changed words, sorted; undefined after one came or went. */
  private changedSorted: string[] | undefined;
  /**
   * The sorted words as one text, each after a NUL and the last one before one (words hold no NUL:
   * PostgreSQL's texts do not), made when first searched for a piece of a word (`wordsHolding`).
   */
  private sortedText: string | undefined;

  /** Where `word` is among the sorted words, or -1 (also when its books moved to `changed`). */
  private sortedAt(word: string): number {
    const { words, moved } = this.sorted;
    const at = placeOf(words, word);
    return words[at] === word && moved[at] === 0 ? at : -1;
  }

  /** How many books have the word. */
  count(word: string): number {
    const books = this.changed.get(word);
    if (books !== undefined) return sizeOf(books);
    const at = this.sortedAt(word);
    return at === -1 ? 0 : (this.sorted.start[at + 1] as number) - (this.sorted.start[at] as number);
  }

  /** Calls `found` with each book that has the word. */
  forEach(word: string, found: (slot: number) => void): void {
    const books = this.changed.get(word);
    if (books !== undefined) forEachOf(books, found);
    else this.forEachSorted(this.sortedAt(word), found);
  }

  private forEachSorted(at: number, found: (slot: number) => void): void {
    if (at === -1) return;
    const { start, slots } = this.sorted;
    for (let i = start[at] as number; i < (start[at + 1] as number); i++) found(slots[i] as number);
  }

  /**
   * The words starting with `prefix`: their books in all, the most books one of them has, and a walk
   * through every one's books.
   */
  startingWith(prefix: string): {
    books: number;
    most: number;
    forEach(found: (slot: number) => void): void;
  } {
    const changedWords = this.changedWords();
    const { words, start, moved } = this.sorted;
    const inSorted = runOf(words, prefix);
    const inChanged = runOf(changedWords, prefix);
    let books = 0;
    let most = 0;
    for (let at = inSorted.from; at < inSorted.to; at++) {
      if (moved[at] === 1) continue;
      const count = (start[at + 1] as number) - (start[at] as number);
      books += count;
      most = Math.max(most, count);
    }
    for (let at = inChanged.from; at < inChanged.to; at++) {
      const count = sizeOf(this.changed.get(changedWords[at] as string) as Books);
      books += count;
      most = Math.max(most, count);
    }
    return {
      books,
      most,
      forEach: (found) => {
        for (let at = inSorted.from; at < inSorted.to; at++)
          if (moved[at] === 0) this.forEachSorted(at, found);
        for (let at = inChanged.from; at < inChanged.to; at++)
          forEachOf(this.changed.get(changedWords[at] as string) as Books, found);
      },
    };
  }

  /**
   * The words holding `piece` anywhere, or at their end: one pass over the sorted words as one text
   * (6 MB for the million words of a million books, 0.4 ms), where testing each word took 12–28 ms.
   */
  wordsHolding(piece: string, where: 'anywhere' | 'atEnd'): Set<string> {
    const changedWords = this.changedWords();
    this.sortedText ??= `\0${this.sorted.words.join('\0')}\0`;
    const text = this.sortedText;
    const sought = where === 'atEnd' ? `${piece}\0` : piece;
    const holding = new Set<string>();
    for (let at = text.indexOf(sought); at !== -1; ) {
      const end = text.indexOf('\0', at + piece.length);
      holding.add(text.slice(text.lastIndexOf('\0', at) + 1, end));
      at = text.indexOf(sought, end + 1);
    }
    // A word moved to the changed ones is found in either: `forEach` reads its books where they are.
    for (const word of changedWords) {
      if (where === 'atEnd' ? word.endsWith(piece) : word.includes(piece)) holding.add(word);
    }
    return holding;
  }

  /** The changed words sorted, after merging them all into the sorted ones when they are many. */
  private changedWords(): string[] {
    if (this.changed.size > Math.max(MERGE_FROM_CHANGED, this.sorted.words.length / 8)) this.merge();
    this.changedSorted ??= [...this.changed.keys()].sort();
    return this.changedSorted;
  }

  /** The changed words' books taken into the sorted words. */
  private merge(): void {
    const { words, start, moved } = this.sorted;
    const changedWords = [...this.changed.keys()].sort();
    const merged: string[] = [];
    let total = 0;
    for (const books of this.changed.values()) total += sizeOf(books);
    for (let at = 0; at < words.length; at++) {
      if (moved[at] === 0) total += (start[at + 1] as number) - (start[at] as number);
    }
    const mergedStart = new Int32Array(words.length + changedWords.length + 1);
    const mergedSlots = new Int32Array(total);
    let written = 0;
    const take = (word: string, visit: (found: (slot: number) => void) => void) => {
      mergedStart[merged.length] = written;
      merged.push(word);
      visit((slot) => {
        mergedSlots[written++] = slot;
      });
    };
    let at = 0;
    let changedAt = 0;
    while (at < words.length || changedAt < changedWords.length) {
      if (at < words.length && moved[at] === 1) {
        at++;
        continue;
      }
      const word = words[at];
      const changedWord = changedWords[changedAt];
      if (changedWord === undefined || (word !== undefined && word < changedWord)) {
        const sortedAt = at++;
        take(word as string, (found) => this.forEachSorted(sortedAt, found));
      } else {
        changedAt++;
        take(changedWord, (found) => forEachOf(this.changed.get(changedWord) as Books, found));
      }
    }
    mergedStart[merged.length] = written;
    this.sorted = {
      words: merged,
      start: mergedStart.slice(0, merged.length + 1),
      slots: mergedSlots,
      moved: new Uint8Array(merged.length),
    };
    this.changed.clear();
    this.changedSorted = undefined;
    this.sortedText = undefined;
  }

  /** The word's books as a changed word, moved there from the sorted words if they are there. */
  private changedBooks(word: string): Books | undefined {
    const books = this.changed.get(word);
    if (books !== undefined) return books;
    const at = this.sortedAt(word);
    if (at === -1) return undefined;
    const { start, slots, moved } = this.sorted;
    moved[at] = 1;
    const moving = booksOf(slots.subarray(start[at], start[at + 1]));
    this.setChanged(word, moving);
    return moving;
  }

  private setChanged(word: string, books: Books): void {
    if (!this.changed.has(word)) this.changedSorted = undefined;
    this.changed.set(word, books);
  }

  /** Gives the word one more book. */
  add(word: string, slot: number): void {
    const books = this.changedBooks(word);
    if (books === undefined) this.setChanged(word, slot);
    else if (typeof books === 'number') this.setChanged(word, [books, slot]);
    else if (Array.isArray(books)) {
      if (books.length < FEW_BOOKS) books.push(slot);
      else {
        const slots = grownCopy(books);
        slots[books.length] = slot;
        this.setChanged(word, { slots, length: books.length + 1 });
      }
    } else {
      if (books.length === books.slots.length) books.slots = grownCopy(books.slots);
      books.slots[books.length++] = slot;
    }
  }

  /** Takes a book from the word. */
  remove(word: string, slot: number): void {
    const books = this.changedBooks(word);
    if (books === undefined) return;
    if (typeof books === 'number') {
      if (books !== slot) return;
      this.changed.delete(word);
      this.changedSorted = undefined;
      return;
    }
    if (Array.isArray(books)) {
      const at = books.lastIndexOf(slot);
      if (at >= 0) books.splice(at, 1);
      if (books.length === 1) this.setChanged(word, books[0] as number);
      return;
    }
    const at = books.slots.subarray(0, books.length).lastIndexOf(slot);
    if (at < 0) return;
    books.slots.copyWithin(at, at + 1, books.length);
    books.length--;
    if (books.length <= FEW_BOOKS / 2)
      this.setChanged(word, Array.from(books.slots.subarray(0, books.length)));
  }

  /** Writes every word and its books, all merged into the sorted words first (`index-snapshot.ts`). */
  save(writer: SnapshotWriter): void {
    if (this.changed.size > 0) this.merge();
    const { words, start, slots } = this.sorted;
    writer.texts(words);
    writer.array(start);
    writer.array(slots);
  }

  /** The words and books `save` wrote. */
  static load(reader: SnapshotReader): Postings {
    const postings = new Postings();
    const words = reader.texts();
    const start = reader.array(Int32Array);
    const slots = reader.array(Int32Array);
    if (start.length !== words.length + 1 || start[words.length] !== slots.length)
      throw new Error('Book index snapshot: words and their books do not agree');
    postings.sorted = { words, start, slots, moved: new Uint8Array(words.length) };
    return postings;
  }
}

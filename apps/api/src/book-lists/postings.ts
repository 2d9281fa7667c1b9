/**
 * A word's books when it has many: slots in a typed array with room to grow, 4 bytes a book where an
 * array of numbers took 8 and up to half as much again as it grew ("the" of a million English names).
 */
interface ManyBooks {
  slots: Int32Array;
  length: number;
}

/** Up to this many books a word keeps them in an array of numbers: a typed array costs more when small. */
const FEW_BOOKS = 32;
/** A full typed array grows by a quarter: at most a fifth of it is ever room. */
const GROWTH = 1.25;

/** `books` in a typed array with room to grow. */
function grownCopy(books: ArrayLike<number>): Int32Array {
  const slots = new Int32Array(Math.ceil((books.length + 1) * GROWTH));
  slots.set(books);
  return slots;
}

/**
 * Each word's books (slots). Most words are one book's (a number in a title, a rare name): such a word
 * keeps its book as a plain number, as an array of one cost about 180 bytes in V8, and the million
 * words of a million books' own numbers took 0.4 GB so.
 */
export class Postings {
  private readonly books = new Map<string, number | number[] | ManyBooks>();

  /** Every word with a book. */
  words(): IterableIterator<string> {
    return this.books.keys();
  }

  /** How many books have the word. */
  count(word: string): number {
    const books = this.books.get(word);
    return books === undefined ? 0 : typeof books === 'number' ? 1 : books.length;
  }

  /** Calls `found` with each book that has the word. */
  forEach(word: string, found: (slot: number) => void): void {
    const books = this.books.get(word);
    if (books === undefined) return;
    if (typeof books === 'number') found(books);
    else if (Array.isArray(books)) for (const slot of books) found(slot);
    else for (let i = 0; i < books.length; i++) found(books.slots[i] as number);
  }

  /** Gives the word one more book; true when the word is new. */
  add(word: string, slot: number): boolean {
    const books = this.books.get(word);
    if (books === undefined) this.books.set(word, slot);
    else if (typeof books === 'number') this.books.set(word, [books, slot]);
    else if (Array.isArray(books)) {
      if (books.length < FEW_BOOKS) books.push(slot);
      else {
        const slots = grownCopy(books);
        slots[books.length] = slot;
        this.books.set(word, { slots, length: books.length + 1 });
      }
    } else {
      if (books.length === books.slots.length) books.slots = grownCopy(books.slots);
      books.slots[books.length++] = slot;
    }
    return books === undefined;
  }

  /** Takes a book from the word; true when the word has no book left. */
  remove(word: string, slot: number): boolean {
    const books = this.books.get(word);
    if (books === undefined) return false;
    if (typeof books === 'number') {
      if (books !== slot) return false;
      this.books.delete(word);
      return true;
    }
    if (Array.isArray(books)) {
      const at = books.lastIndexOf(slot);
      if (at >= 0) books.splice(at, 1);
      if (books.length === 1) this.books.set(word, books[0] as number);
      return false;
    }
    const at = books.slots.subarray(0, books.length).lastIndexOf(slot);
    if (at < 0) return false;
    books.slots.copyWithin(at, at + 1, books.length);
    books.length--;
    if (books.length <= FEW_BOOKS / 2)
      this.books.set(word, Array.from(books.slots.subarray(0, books.length)));
    return false;
  }
}

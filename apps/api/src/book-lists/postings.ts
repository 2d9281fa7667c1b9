/**
 * Each word's books (slots). Most words are one book's (a number in a title, a rare name): such a word
 * keeps its book as a plain number, as an array of one cost about 180 bytes in V8, and the million
 * words of a million books' own numbers took 0.4 GB so.
 */
export class Postings {
  private readonly books = new Map<string, number | number[]>();

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
    else for (const slot of books) found(slot);
  }

  /** Gives the word one more book; true when the word is new. */
  add(word: string, slot: number): boolean {
    const books = this.books.get(word);
    if (books === undefined) this.books.set(word, slot);
    else if (typeof books === 'number') this.books.set(word, [books, slot]);
    else books.push(slot);
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
    const at = books.lastIndexOf(slot);
    if (at >= 0) books.splice(at, 1);
    if (books.length === 1) this.books.set(word, books[0] as number);
    return false;
  }
}

import type { Language } from '@bookshop/contract';
import type { SnapshotReader, SnapshotWriter } from './snapshot-file';

/**
 * Three texts of every book, its English, Spanish and (where it has one) Catalan name or search key,
 * held as one text: each book's part is its texts each after a NUL, and the parts lie in slot order.
 * Kept as a text per book and language, the names and keys took 0.16–0.19 GB more at a million books
 * (`docs/benchmarks.md` ²⁵).
 * For the keys (book-search.ts), a text anywhere in a name is found in one pass through it.
 *
 * The text holds the books' texts as UTF-8 bytes read as Latin-1, one byte a character: joined as
 * JavaScript texts, one name with a character above Latin-1 made all of it two bytes a character. What
 * a search looks for in keys is ASCII (`plainSearchKey`), and an ASCII byte is never part of another
 * character in UTF-8, so it is found where it is in the keys; and UTF-8 bytes are in the order of the
 * characters they stand for, so two books' bytes compare as their texts do in code point order.
 * `textOf` reads a text back as its characters. V8's indexOf of a text was faster than a Buffer's (a
 * script's million books, one run: "roja 4821" 6.8 ms against 10.4).
 *
 * The text is never changed: a book written after it was made has its part in `written` until there
 * are enough of them to make the text again. PostgreSQL's texts hold no NUL, so neither does a book's.
 */
export class BookTexts {
  private text = '';
  /** Where each slot's part starts in the text, and `startOf[slot + 1]` where it ends: empty for none. */
  private startOf = new Int32Array(1);
  /** 1 where a slot's part in the text is its current one. */
  private inText = new Uint8Array(0);
  /** Slots the text was made for. */
  private textSlots = 0;
  /** `pairCounts` of the text, made when first searched (names are never searched so). */
  private counts: Uint32Array | undefined;
  /** Parts of books written since the text was made, by slot. */
  private readonly written = new Map<number, string>();
  /** One more than the highest slot written. */
  private slots = 0;

  /** How many slots there are: one more than the highest ever written. */
  get size(): number {
    return this.slots;
  }

  /** Gives a book its texts; a book without English and Spanish ones has none (`remove`). */
  set(slot: number, eng: string | undefined, esp: string | undefined, cat: string | undefined): void {
    if (eng === undefined || esp === undefined) {
      this.remove(slot);
      return;
    }
    const part = asBytes(cat === undefined ? `\0${eng}\0${esp}` : `\0${eng}\0${esp}\0${cat}`);
    // A rating changes a book far more often than its name: its part stays where it is.
    if (part === this.partOf(slot)) return;
    this.slots = Math.max(this.slots, slot + 1);
    if (slot < this.textSlots) this.inText[slot] = 0;
    this.written.set(slot, part);
    // While a catalogue is read (a million books), the text is made again at each half more of them.
    if (this.written.size > Math.max(1024, this.textSlots / 2)) this.makeText();
  }

  /** Takes a book's texts out. */
  remove(slot: number): void {
    this.written.delete(slot);
    if (slot < this.textSlots) this.inText[slot] = 0;
  }

  /** A book's text in `language`, as its characters; undefined where it has none. */
  textOf(language: Language, slot: number): string | undefined {
    const bytes = this.bytesOf(language, slot);
    return bytes === undefined ? undefined : asCharacters(bytes);
  }

  /** `bytesFor`, as its characters. */
  textFor(language: Language, slot: number): string {
    return asCharacters(this.bytesFor(language, slot));
  }

  /**
   * A book's text as a reader of `language` has it, its UTF-8 bytes read as Latin-1 (see the class): a
   * Catalan reader's is the Spanish one where the book has no Catalan one; '' for a book without texts.
   */
  bytesFor(language: Language, slot: number): string {
    return this.bytesOf(language, slot) ?? (language === 'cat' ? this.bytesOf('esp', slot) : undefined) ?? '';
  }

  /**
   * A book's text in `language` as its UTF-8 bytes read as Latin-1 (the text's form): an ASCII text is
   * in it where it is in the book's. Undefined where it has none.
   */
  bytesOf(language: Language, slot: number): string | undefined {
    // '\0eng\0esp\0cat' from `from` to `to`: the texts start after the first, second and third NUL.
    let source = this.text;
    let from = 0;
    let to = 0;
    if (slot < this.textSlots && this.inText[slot] === 1) {
      from = this.startOf[slot] as number;
      to = this.startOf[slot + 1] as number;
    } else {
      const written = this.written.get(slot);
      if (written === undefined) return undefined;
      source = written;
      to = written.length;
    }
    const espAt = source.indexOf('\0', from + 1) + 1;
    if (language === 'eng') return source.slice(from + 1, espAt - 1);
    // A Catalan text's NUL comes before `to`; after a book without one, the next NUL is the next part's.
    const catNul = source.indexOf('\0', espAt);
    const hasCat = catNul !== -1 && catNul < to;
    if (language === 'esp') return source.slice(espAt, hasCat ? catNul : to);
    return hasCat ? source.slice(catNul + 1, to) : undefined;
  }

  /** Calls `found` with each book one of whose texts holds `key` (ASCII, no NUL). */
  matchAnywhere(key: string, found: (slot: number) => void): void {
    // Parts written since the text was made are read one by one: a sixty-fourth of the books at most.
    if (this.written.size > Math.max(1024, this.textSlots / 64)) this.makeText();
    this.counts ??= pairCounts(this.text);
    const { text, startOf, inText, counts } = this;
    // The places of the key's rarest pair of characters, each checked for the whole key: indexOf of a
    // key of frequent letters took three times as long at a million books ("roja 4821": 23 ms, 7 ms),
    // and of its rarest character alone stopped at every "h" of every "the" for "harr".
    const anchor = rarestPairAt(key, counts);
    const rare = key.slice(anchor, anchor + 2);
    for (let at = text.indexOf(rare, anchor); at !== -1; ) {
      const start = at - anchor;
      if (!text.startsWith(key, start)) {
        at = text.indexOf(rare, at + 1);
        continue;
      }
      // The slot whose part holds `start`: the last one starting at or before it.
      let low = 0;
      let high = this.textSlots - 1;
      while (low < high) {
        const middle = (low + high + 1) >>> 1;
        if ((startOf[middle] as number) <= start) low = middle;
        else high = middle - 1;
      }
      if (inText[low] === 1) found(low);
      at = text.indexOf(rare, (startOf[low + 1] as number) + anchor);
    }
    for (const [slot, part] of this.written) if (part.includes(key)) found(slot);
  }

  /** Writes every book's texts (`index-snapshot.ts`), as one text made afresh. */
  save(writer: SnapshotWriter): void {
    if (this.written.size > 0) this.makeText();
    writer.json({ slots: this.slots, textSlots: this.textSlots });
    writer.array(this.startOf);
    writer.array(this.inText);
    writer.latin1(this.text);
  }

  /** The texts as `save` wrote them. */
  static load(reader: SnapshotReader): BookTexts {
    const texts = new BookTexts();
    const { slots, textSlots } = reader.json<{ slots: number; textSlots: number }>();
    texts.slots = slots;
    texts.textSlots = textSlots;
    texts.startOf = reader.array(Int32Array);
    texts.inText = reader.array(Uint8Array);
    texts.text = reader.latin1();
    if (texts.startOf.length !== textSlots + 1 || texts.inText.length !== textSlots)
      throw new Error('Book index snapshot: texts and their places do not agree');
    return texts;
  }

  /** A book's part (see the class), or undefined for a book without texts. */
  private partOf(slot: number): string | undefined {
    const written = this.written.get(slot);
    if (written !== undefined || slot >= this.textSlots || this.inText[slot] !== 1) return written;
    return this.text.slice(this.startOf[slot], this.startOf[slot + 1]);
  }

  /** Makes the text again with every book's current part. */
  private makeText(): void {
    const slots = this.slots;
    const parts: string[] = [];
    const startOf = new Int32Array(slots + 1);
    const inText = new Uint8Array(slots);
    let at = 0;
    for (let slot = 0; slot < slots; slot++) {
      startOf[slot] = at;
      const part = this.partOf(slot);
      if (part === undefined) continue;
      parts.push(part);
      inText[slot] = 1;
      at += part.length;
    }
    startOf[slots] = at;
    this.text = parts.join('');
    this.startOf = startOf;
    this.inText = inText;
    this.textSlots = slots;
    this.counts = undefined;
    this.written.clear();
  }
}

const isAscii = (text: string) => /^[\0-\x7f]*$/.test(text);

/** A text's UTF-8 bytes read as Latin-1, one character a byte. */
const asBytes = (text: string) => (isAscii(text) ? text : Buffer.from(text, 'utf8').toString('latin1'));

/** The text whose UTF-8 bytes these are (`asBytes` undone). */
const asCharacters = (bytes: string) =>
  isAscii(bytes) ? bytes : Buffer.from(bytes, 'latin1').toString('utf8');

/** How often each pair of characters (bytes) comes in a sample of a text: at every 16th. */
function pairCounts(text: string): Uint32Array {
  const counts = new Uint32Array(256 * 256);
  for (let i = 0; i + 1 < text.length; i += 16) {
    const pair = text.charCodeAt(i) * 256 + text.charCodeAt(i + 1);
    counts[pair] = (counts[pair] as number) + 1;
  }
  return counts;
}

/** Where the rarest pair of a key's characters (ASCII) starts (the first of them); 0 for one character. */
function rarestPairAt(key: string, counts: Uint32Array): number {
  let rarest = 0;
  let fewest = Infinity;
  for (let i = 0; i + 1 < key.length; i++) {
    const count = counts[key.charCodeAt(i) * 256 + key.charCodeAt(i + 1)] as number;
    if (count < fewest) {
      rarest = i;
      fewest = count;
    }
  }
  return rarest;
}

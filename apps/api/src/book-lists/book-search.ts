import type { Language } from '@bookshop/contract';
import type { TypoWord } from '../db/search';
import { BookTexts } from './book-texts';
import { Postings } from './postings';
import type { SnapshotReader, SnapshotWriter } from './snapshot-file';

/**
 * What the search reads of a book, from the database (migrations 0020 and 0028): its names' search keys
 * (`search_key`, lower-cased and unaccented) and the words PostgreSQL's 'simple' parser makes of each
 * key, space-separated in position order (wordsInOrder), and the same words of its author's names. The
 * Catalan ones only where the book (or author) has a Catalan name: the Spanish ones stand for them
 * otherwise, as the database's Catalan key is the Spanish name's.
 */
export interface SearchFields {
  keyEng: string;
  keyEsp: string;
  keyCat?: string;
  tokensEng: string;
  tokensEsp: string;
  tokensCat?: string;
  authorTokensEng: string;
  authorTokensEsp: string;
  authorTokensCat?: string;
}

/** The order ties are ranked in: the asked language's name, shorter first, then the name, then the id. */
export interface TieOrder {
  /** Every searchable book's slot, in this order. */
  slots(): ArrayLike<number>;
  compare(a: number, b: number): number;
}

export interface SearchLimits {
  /** At most this many books are ranked (SEARCH_BOOKS_MAX). */
  max: number;
  /** The text anywhere in a name is looked for only when the stages before found fewer (a page). */
  fewFound: number;
}

/**
 * How stage 3 finds a text anywhere in the keys: through the words where that reads fewer keys than one
 * pass over all of them ('cheaper'), or always one way (the tests hold the two equal).
 */
export type AnywhereWay = 'cheaper' | 'byWords' | 'onePass';

/** Fewer matches than this are sorted; more are picked out of the tie order in one walk. */
const SORTED_AT_MOST = 512;
const CLOSENESS_LEVELS = 5;
/** The search's stages (see BookSearch): a book's rank is its stage's, then its closeness. */
const STAGES = 4;
/**
 * One pass over every book's keys costs about what reading the keys of one book in this many does
 * (7 ms at a million books; 0.6 µs a book read alone, most of it waiting for memory).
 */
const BOOKS_PER_BOOK_READ = 64;
/**
 * A one-word text that at least one in this many books' asked names have as a word ("la" in most
 * Spanish names) has its best books picked out of the tie order by reading names, a few per book taken,
 * rather than by marking every match (a million for "la": 30 ms at a million books).
 */
const COMMON_WORD_SHARE = 4;

/**
 * A letter with accents, as typed, whose accents `unaccent` takes off like Unicode's canonical
 * decomposition does: the Latin-1 and Latin Extended-A letters made of an ASCII letter and marks.
 */
function isPlainAccented(char: string): boolean {
  const code = char.charCodeAt(0);
  return code >= 0xc0 && code <= 0x17f && /^[A-Za-z][\u0300-\u036f]+$/.test(char.normalize('NFD'));
}

/**
 * The search key (`search_key`: lower-cased, unaccented) of a text made of plain words (ASCII
 * letters, digits, accented Latin letters) separated by spaces; undefined for any other text, which
 * the database searches: its key and its words could differ from what this process would make.
 */
export function plainSearchKey(text: string): string | undefined {
  for (const char of text) {
    if (!/[A-Za-z0-9 ]/.test(char) && !isPlainAccented(char)) return undefined;
  }
  const key = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return /[a-z0-9]/.test(key) ? key : undefined;
}

/**
 * A tsvector's text (`'la':1 'noche':2,5`, quotes doubled and backslashes escaped inside a word) as
 * its words in position order, space-separated: `la noche ... noche`.
 */
export function wordsInOrder(tsvector: string): string {
  const placed: { position: number; word: string }[] = [];
  let i = 0;
  while (i < tsvector.length) {
    if (tsvector[i] !== "'") {
      i++;
      continue;
    }
    let word = '';
    for (i++; i < tsvector.length; ) {
      const char = tsvector[i] as string;
      if (char === "'" && tsvector[i + 1] === "'") {
        word += "'";
        i += 2;
      } else if (char === "'") {
        i++;
        break;
      } else if (char === '\\') {
        word += tsvector[i + 1] ?? '';
        i += 2;
      } else {
        word += char;
        i++;
      }
    }
    if (tsvector[i] !== ':') continue;
    // Positions, each perhaps with a weight letter, separated by commas, up to the next space.
    for (i++; i < tsvector.length && tsvector[i] !== ' '; i++) {
      let end = i;
      while (end < tsvector.length && (tsvector[end] as string) >= '0' && (tsvector[end] as string) <= '9')
        end++;
      if (end > i) placed.push({ position: Number(tsvector.slice(i, end)), word });
      i = end;
      while (i < tsvector.length && tsvector[i] !== ',' && tsvector[i] !== ' ') i++;
      if (tsvector[i] === ' ') break;
    }
  }
  return placed
    .sort((a, b) => a.position - b.position)
    .map((entry) => entry.word)
    .join(' ');
}

/** Characters in a text, as PostgreSQL's `length` counts them (code points). */
export function codePointLength(text: string): number {
  let length = text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xdc00 && code <= 0xdfff) length--;
  }
  return length;
}

/**
 * The names every search reads: the asked language's first, then the other two (search_keys_in,
 * migration 0028). Catalan words and keys are kept only for Catalan names: every search reads the
 * Spanish ones too, which find the books without one.
 */
const otherLanguages: Record<Language, readonly [Language, Language]> = {
  eng: ['esp', 'cat'],
  esp: ['eng', 'cat'],
  cat: ['esp', 'eng'],
};
const searchedLanguages = ['eng', 'esp', 'cat'] as const;

/** Books found one way (a word's, a prefix's): how many (a book perhaps counted twice), and a walk through them. */
interface BookGroup {
  size: number;
  forEach(visit: (slot: number) => void): void;
}

/** The distinct words of a space-separated text. */
function wordsOf(tokens: string): Set<string> {
  const words = new Set(tokens.split(' '));
  words.delete('');
  return words;
}

/**
 * The book stages of the database's `search_book_ids` (migration 0019), worked out in this process
 * from what the book index holds, so that a new text's first page costs no search statement:
 *   1. the typed words as word prefixes in order (`w1 <-> w2 <-> w3:*`) in a name, in any language;
 *   2. the same in the author's name (any language), while stage 1 left room;
 *   3. the text anywhere in any name's key, when it has three letters or digits in a row and the
 *      stages before found fewer than a page;
 *   4. when they found nothing: every word as a word's prefix or one of the known words closest to it
 *      (the database's, `search_typo_words`), in any order, in one language's name.
 * A book keeps its earliest stage. Ranked by stage; then 0 when the asked language's key starts with
 * the text or has it after a space, 1 the same in another language's key, 2 the text in the asked
 * language's key, 3 in another's, else 4; then the tie order. Unlike the database, which ranks the
 * first `max` + 1 books each stage meets, every match is ranked.
 * Each language's words have their books (postings), sorted to find a prefix's words.
 */
export class BookSearch {
  /** Every book's search keys. */
  private keys = new BookTexts();
  /**
   * A book's words, with a space before each (' w1 w2' is a phrase's start in it), where they are not
   * its key's; most are (a key of plain words, nearly every name) and `wordsAt` reads them from the key.
   * A map rather than an array by slot: that was 8 bytes a book and language, nearly all of them empty.
   */
  private ownWords: Record<Language, Map<number, string>> = {
    eng: new Map(),
    esp: new Map(),
    cat: new Map(),
  };
  /**
   * 1 where a book's words in a language are its key's (none kept in `ownWords`), a byte per book: a
   * search reads these rather than the names to rank most books found by another language's name.
   */
  private wordsAreKey: Record<Language, Uint8Array> = {
    eng: new Uint8Array(0),
    esp: new Uint8Array(0),
    cat: new Uint8Array(0),
  };
  private postings: Record<Language, Postings> = {
    eng: new Postings(),
    esp: new Postings(),
    cat: new Postings(),
  };
  private authorOf: (string | undefined)[] = [];
  private authorTokens = new Map<string, Record<Language, string>>();
  /** Each author's books, by the author's id (a Set per author took 24 MB at a million books). */
  private booksByAuthor = new Postings();
  private readonly marks = new SearchMarks();

  /** Adds or replaces a book. */
  write(slot: number, authorId: string, fields: SearchFields): void {
    const before = searchedLanguages.map((language) => this.wordsAt(language, slot));
    this.keys.set(slot, fields.keyEng, fields.keyEsp, fields.keyCat);
    const { tokensCat } = fields;
    const tokens = {
      eng: ` ${fields.tokensEng}`,
      esp: ` ${fields.tokensEsp}`,
      cat: tokensCat === undefined ? undefined : ` ${tokensCat}`,
    };
    const keys = { eng: fields.keyEng, esp: fields.keyEsp, cat: fields.keyCat };
    searchedLanguages.forEach((language, i) => {
      this.writeWords(language, slot, keys[language], tokens[language], before[i]);
    });
    this.authorTokens.set(authorId, {
      eng: ` ${fields.authorTokensEng}`,
      esp: ` ${fields.authorTokensEsp}`,
      cat: fields.authorTokensCat === undefined ? '' : ` ${fields.authorTokensCat}`,
    });
    const author = this.authorOf[slot];
    if (author === authorId) return;
    if (author !== undefined) this.booksByAuthor.remove(author, slot);
    this.authorOf[slot] = authorId;
    this.booksByAuthor.add(authorId, slot);
  }

  /** Writes what the search holds (`index-snapshot.ts`); each language's words in their sorted order. */
  save(writer: SnapshotWriter): void {
    this.keys.save(writer);
    const authors = [...this.authorTokens.keys()];
    writer.texts(authors);
    for (const language of searchedLanguages) {
      writer.texts(
        authors.map((author) => (this.authorTokens.get(author) as Record<Language, string>)[language]),
      );
    }
    writer.interned(this.authorOf);
    this.booksByAuthor.save(writer);
    for (const language of searchedLanguages) {
      const own = this.ownWords[language];
      writer.array(Int32Array.from(own.keys()));
      writer.texts([...own.values()]);
      writer.array(this.wordsAreKey[language]);
      this.postings[language].save(writer);
    }
  }

  /** The search as `save` wrote it, with a turn of the event loop after each large part. */
  static async load(reader: SnapshotReader): Promise<BookSearch> {
    const search = new BookSearch();
    search.keys = BookTexts.load(reader);
    await reader.pause();
    const authors = reader.texts();
    const [eng, esp, cat] = searchedLanguages.map(() => reader.texts()) as [string[], string[], string[]];
    authors.forEach((author, i) => {
      search.authorTokens.set(author, {
        eng: eng[i] as string,
        esp: esp[i] as string,
        cat: cat[i] as string,
      });
    });
    search.authorOf = reader.interned();
    search.booksByAuthor = Postings.load(reader);
    for (const language of searchedLanguages) {
      const slots = reader.array(Int32Array);
      const words = reader.texts();
      search.ownWords[language] = new Map(Array.from(slots, (slot, i) => [slot, words[i] as string]));
      search.wordsAreKey[language] = reader.array(Uint8Array);
      search.postings[language] = Postings.load(reader);
      await reader.pause();
    }
    return search;
  }

  /** Takes a book out (gone, or no longer listed). */
  remove(slot: number): void {
    for (const language of searchedLanguages) {
      const before = this.wordsAt(language, slot);
      if (before !== undefined) this.unpost(language, slot, before);
      this.ownWords[language].delete(slot);
      this.setWordsAreKey(language, slot, false);
    }
    this.keys.remove(slot);
    const author = this.authorOf[slot];
    if (author !== undefined) this.booksByAuthor.remove(author, slot);
    this.authorOf[slot] = undefined;
  }

  /** A book's words in a language, given its key there and its words before. */
  private writeWords(
    language: Language,
    slot: number,
    key: string | undefined,
    tokens: string | undefined,
    before: string | undefined,
  ): void {
    const wordsAreKey = tokens !== undefined && tokens === ` ${key}`;
    if (wordsAreKey || tokens === undefined) this.ownWords[language].delete(slot);
    else this.ownWords[language].set(slot, tokens);
    this.setWordsAreKey(language, slot, wordsAreKey);
    // A rating changes a book far more often than its name: its words stay where they are.
    if (before === tokens) return;
    if (before !== undefined) this.unpost(language, slot, before);
    if (tokens === undefined) return;
    const postings = this.postings[language];
    for (const word of wordsOf(tokens)) postings.add(word, slot);
  }

  private setWordsAreKey(language: Language, slot: number, wordsAreKey: boolean): void {
    let flags = this.wordsAreKey[language];
    if (slot >= flags.length) {
      const grown = new Uint8Array(Math.max(slot + 1, 2 * flags.length, 1024));
      grown.set(flags);
      this.wordsAreKey[language] = flags = grown;
    }
    flags[slot] = wordsAreKey ? 1 : 0;
  }

  /** A book's words in `language` (see `ownWords`), or undefined for none. */
  private wordsAt(language: Language, slot: number): string | undefined {
    return this.wordsAreKey[language][slot] === 1
      ? ` ${this.keys.textOf(language, slot)}`
      : this.ownWords[language].get(slot);
  }

  private unpost(language: Language, slot: number, tokens: string): void {
    const postings = this.postings[language];
    for (const word of wordsOf(tokens)) postings.remove(word, slot);
  }

  /** Calls `found` with each book whose words in `language` hold the phrase (duplicates possible). */
  private matchPhrase(
    language: Language,
    words: string[],
    phrase: string,
    found: (slot: number) => void,
  ): void {
    const postings = this.postings[language];
    const prefixed = postings.startingWith(words[words.length - 1] as string);
    if (words.length === 1) {
      // Every word starting with the text.
      prefixed.forEach(found);
      return;
    }
    // The books of each whole word, and of the words starting with the last one: the fewest (the seed)
    // are read for the phrase, once narrowed to those the other groups have too. A group narrows where
    // walking its books costs less than reading the names it is likely to spare: at a million books
    // "la noche roja" read the 83,000 names with "noche", of which those with a word starting "roja" are
    // a twelfth, while "the" of "the hidden", in every English name, spares none.
    const groups = [
      ...words.slice(0, -1).map((word) => ({
        size: postings.count(word),
        forEach: (visit: (slot: number) => void) => postings.forEach(word, visit),
      })),
      { size: prefixed.books, forEach: prefixed.forEach },
    ].sort((a, b) => a.size - b.size);
    const [seed, ...rest] = groups as [(typeof groups)[number], ...typeof groups];
    if (seed.size === 0) return;
    const { keys } = this;
    const wordsAreKey = this.wordsAreKey[language];
    const ownWords = this.ownWords[language];
    const phraseStart = phrase.slice(1);
    // Words that are the key's hold the phrase where the key starts with it or has it after a space.
    const check = (slot: number) => {
      if (wordsAreKey[slot] === 1) {
        const key = keys.bytesOf(language, slot) as string;
        if (key.startsWith(phraseStart) || key.includes(phrase)) found(slot);
      } else if (ownWords.get(slot)?.includes(phrase)) found(slot);
    };
    const books = this.keys.size;
    const narrowing = rest
      .filter((group) => group.size < seed.size * (1 - group.size / books) * BOOKS_PER_BOOK_READ)
      .slice(0, 254);
    if (narrowing.length === 0) seed.forEach(check);
    else this.forEachInAll(seed, narrowing, check);
  }

  /**
   * Calls `found` with each of the seed's books that every one of `groups` (at most 254) holds too: a
   * book's count of groups met so far, each group counting once. The seed's books start at 1, and only
   * theirs are read at the end, so what other books held from an earlier search does not matter.
   */
  private forEachInAll(seed: BookGroup, groups: readonly BookGroup[], found: (slot: number) => void): void {
    const { groupsMet } = this.marks.take(this.keys.size);
    seed.forEach((slot) => {
      groupsMet[slot] = 1;
    });
    for (const [met, group] of groups.entries()) {
      group.forEach((slot) => {
        if (groupsMet[slot] === met + 1) groupsMet[slot] = met + 2;
      });
    }
    const every = groups.length + 1;
    seed.forEach((slot) => {
      if (groupsMet[slot] === every) found(slot);
    });
  }

  /**
   * The books whose words in `language` have one starting with a typed word or one of its close known
   * words (`w:* | c1 | c2` in the typo stage's query): their number (a book perhaps counted twice) and
   * a walk through them (a book perhaps met twice).
   */
  private typoGroup(language: Language, { word, closeWords }: TypoWord): BookGroup {
    const postings = this.postings[language];
    const prefixed = postings.startingWith(word);
    // A close word starting with the typed one is among the prefixed already.
    const others = closeWords.filter((close) => !close.startsWith(word));
    let size = prefixed.books;
    for (const close of others) size += postings.count(close);
    return {
      size,
      forEach: (visit) => {
        prefixed.forEach(visit);
        for (const close of others) postings.forEach(close, visit);
      },
    };
  }

  /**
   * Calls `found` with each book whose words in `language` match every typed word (`typoGroup`), in
   * any order (the typo stage's `&`; a book perhaps more than once). The books of the fewest are read;
   * a text has at most 50 words (its 100 characters), within the marks' 254 groups.
   */
  private matchEveryWord(
    language: Language,
    typos: readonly TypoWord[],
    found: (slot: number) => void,
  ): void {
    const groups = typos.map((typo) => this.typoGroup(language, typo)).sort((a, b) => a.size - b.size);
    const [seed, ...rest] = groups;
    if (!seed || seed.size === 0) return;
    if (rest.length === 0) seed.forEach(found);
    else this.forEachInAll(seed, rest, found);
  }

  /**
   * "Did you mean ...?" for a plain text that matched nothing, even with its typos: the book whose names
   * hold the most of its words of three or more letters (the first 8), each as a word's prefix or one of
   * its close known words (`typos`, where the database gave them) and counted once whichever name holds
   * it; the first of those in the tie order. A word in more than one in COMMON_WORD_SHARE books ("the")
   * tells too little to be counted. Undefined when no name holds a counted word, or the text is not
   * plain words.
   */
  closest(text: string, ties: TieOrder, typos: readonly TypoWord[]): number | undefined {
    const key = plainSearchKey(text);
    if (key === undefined) return undefined;
    const size = this.keys.size;
    const closeWords = new Map(typos.map((typo) => [typo.word, typo.closeWords]));
    const counted = [...wordsOf(key)]
      .filter((word) => word.length >= 3)
      .slice(0, 8)
      .map((word) => ({ word, closeWords: closeWords.get(word) ?? [] }));
    const { wordsMet } = this.marks.take(size);
    const met: number[] = [];
    try {
      counted.forEach((typo, i) => {
        const groups = searchedLanguages.map((language) => this.typoGroup(language, typo));
        if (groups.some((group) => group.size * COMMON_WORD_SHARE > size)) return;
        const bit = 1 << i;
        for (const group of groups) {
          group.forEach((slot) => {
            const before = wordsMet[slot] as number;
            if (before === 0) met.push(slot);
            wordsMet[slot] = before | bit;
          });
        }
      });
      if (met.length === 0) return undefined;
      const wordsOfBook = (slot: number) => bitsSet(wordsMet[slot] as number);
      let most = 0;
      for (const slot of met) most = Math.max(most, wordsOfBook(slot));
      const best = met.filter((slot) => wordsOfBook(slot) === most);
      if (best.length <= SORTED_AT_MOST) return best.reduce((a, b) => (ties.compare(b, a) < 0 ? b : a));
      const order = ties.slots();
      for (let i = 0; i < order.length; i++) {
        const slot = order[i] as number;
        if (wordsMet[slot] !== 0 && wordsOfBook(slot) === most) return slot;
      }
      return undefined;
    } finally {
      for (const slot of met) wordsMet[slot] = 0;
    }
  }

  /**
   * Calls `found` with each book one of whose keys holds `key` (ASCII; a book perhaps more than once):
   * through the words (`byWords`) where that reads fewer keys than one pass over all of them, which
   * took 28–30 ms at a million books for "harr" and "garcia marquez".
   */
  private matchAnywhere(key: string, found: (slot: number) => void, way: AnywhereWay): void {
    const byWords = way !== 'onePass' && this.byWords(key, way === 'byWords');
    if (byWords) byWords(found);
    else this.keys.matchAnywhere(key, found);
  }

  /**
   * The books whose keys hold `key`, found through the words: a key that is its words joined by spaces
   * (`wordsAreKey`) holds a text of one piece where one of its words does, and a text of pieces
   * `p1 p2 ... pn` where a word ends with p1, the next words are p2 ... and the one after starts with
   * pn. The books of the fewest of those words are read for the text, as are the books whose words are
   * not their key's (`ownWords`). Undefined where that reads more keys than one pass over all of them
   * costs (BOOKS_PER_BOOK_READ), unless `always`.
   */
  private byWords(key: string, always: boolean): ((found: (slot: number) => void) => void) | undefined {
    const most = always ? Number.POSITIVE_INFINITY : this.keys.size / BOOKS_PER_BOOK_READ;
    let reads = 0;
    for (const language of searchedLanguages) reads += this.ownWords[language].size;
    if (reads > most) return undefined;
    const pieces = key.split(' ');
    const [first, ...rest] = pieces as [string, ...string[]];
    const last = rest.pop();
    const walks: ((found: (slot: number) => void) => void)[] = [];
    for (const language of searchedLanguages) {
      const postings = this.postings[language];
      const wordsAreKey = this.wordsAreKey[language];
      if (last === undefined) {
        const words = postings.wordsHolding(first, 'anywhere');
        walks.push((found) => {
          for (const word of words) {
            postings.forEach(word, (slot) => {
              if (wordsAreKey[slot] === 1) found(slot);
            });
          }
        });
        continue;
      }
      // Two spaces in a row: no key made of words has them.
      if (rest.includes('')) continue;
      const groups: BookGroup[] = rest.map((word) => ({
        size: postings.count(word),
        forEach: (visit) => postings.forEach(word, visit),
      }));
      if (last !== '') {
        const prefixed = postings.startingWith(last);
        groups.push({ size: prefixed.books, forEach: prefixed.forEach });
      }
      if (first !== '') {
        const words = postings.wordsHolding(first, 'atEnd');
        let size = 0;
        for (const word of words) size += postings.count(word);
        groups.push({
          size,
          forEach: (visit) => {
            for (const word of words) postings.forEach(word, visit);
          },
        });
      }
      // Spaces only: every key of two words holds them; one pass finds them.
      if (groups.length === 0) return undefined;
      const fewest = groups.reduce((a, b) => (b.size < a.size ? b : a));
      reads += fewest.size;
      const { keys } = this;
      walks.push((found) =>
        fewest.forEach((slot) => {
          if (wordsAreKey[slot] === 1 && keys.bytesOf(language, slot)?.includes(key)) found(slot);
        }),
      );
    }
    if (reads > most) return undefined;
    return (found) => {
      for (const walk of walks) walk(found);
      for (const language of searchedLanguages) {
        for (const slot of this.ownWords[language].keys()) {
          if (this.keys.bytesOf(language, slot)?.includes(key)) found(slot);
        }
      }
    };
  }

  /**
   * For a one-word text (`key`) that is a word of a share of the asked names (COMMON_WORD_SHARE) and of
   * more books than the list holds: the first `limits.max` books of the tie order whose asked name has
   * a word starting with it, found by their names' words (the best rank there is: all the list holds,
   * as `find` would rank them). Undefined when it is not such a text, or the walk met too few of them.
   */
  private commonWordStart(
    key: string,
    language: Language,
    ties: TieOrder,
    limits: SearchLimits,
  ): number[] | undefined {
    const { most } = this.postings[language].startingWith(key);
    if (most <= limits.max || most * COMMON_WORD_SHARE < this.keys.size) return undefined;
    const afterSpace = ` ${key}`;
    const asked = this.wordsAreKey[language];
    const order = ties.slots();
    const readAtMost = Math.min(order.length, 4 * COMMON_WORD_SHARE * limits.max);
    const best: number[] = [];
    for (let i = 0; i < readAtMost && best.length < limits.max; i++) {
      const slot = order[i] as number;
      const name = this.keys.bytesFor(language, slot);
      if (!name.startsWith(key) && !name.includes(afterSpace)) continue;
      // Found by its words: the asked name's where they are its key, else any language's.
      if (
        asked[slot] === 1 ||
        searchedLanguages.some((named) => this.wordsAt(named, slot)?.includes(afterSpace))
      )
        best.push(slot);
    }
    return best.length === limits.max ? best : undefined;
  }

  /**
   * The slots of the books matching `text`, best first, at most `limits.max`, and whether more
   * matched; undefined when the database must answer: the text is not plain words (see
   * plainSearchKey). With `typos` (its words and their close known words, `search_typo_words`), only
   * the typo stage runs: the caller asks for them once the stages before found nothing.
   */
  find(
    text: string,
    language: Language,
    ties: TieOrder,
    limits: SearchLimits,
    anywhere: AnywhereWay = 'cheaper',
    typos?: readonly TypoWord[],
  ): { slots: number[]; more: boolean } | undefined {
    const key = plainSearchKey(text);
    if (key === undefined) return undefined;
    // The database's query: the distinct words in the order they first come, the last one a prefix.
    const words = [...wordsOf(key)];
    const phrase = ` ${words.join(' ')}`;
    const common =
      typos === undefined &&
      words.length === 1 &&
      key === words[0] &&
      this.commonWordStart(key, language, ties, limits);
    if (common) return { slots: common, more: true };
    const others = otherLanguages[language];
    const size = this.keys.size;
    const { stageOf, rankAt, holds, knownCloseness } = this.marks.take(size);
    const matched: number[] = [];
    let holding: Uint8Array | undefined;
    try {
      let stage = 1;
      const mark = (slot: number) => {
        if (stageOf[slot] !== 0) return;
        stageOf[slot] = stage;
        matched.push(slot);
      };

      // A book found by a language's words that are its key's: that language's name starts a word with
      // the text, and where the asked language's words are its key's too, they tell whether its asked
      // name does. Its closeness is then known without reading its names (83,000 books found by English
      // names for a Spanish reader at a million books spent 30 ms reading them). The phrase is the key's
      // unless the text had a word twice or spaces beside spaces.
      const phraseIsKey = phrase === ` ${key}`;
      const askedWordsAreKey = this.wordsAreKey[language];
      const markKnowing = (named: Language, closeness: number) => {
        const wordsAreKey = this.wordsAreKey[named];
        return (slot: number) => {
          if (stageOf[slot] !== 0) return;
          mark(slot);
          if (phraseIsKey && askedWordsAreKey[slot] === 1 && wordsAreKey[slot] === 1)
            knownCloseness[slot] = 1 + closeness;
        };
      };
      let inAskedNames = 0;
      let byNames = 0;
      if (typos) {
        stage = 4;
        for (const named of searchedLanguages) this.matchEveryWord(named, typos, mark);
      } else {
        this.matchPhrase(language, words, phrase, markKnowing(language, 0));
        inAskedNames = matched.length;
        for (const other of others) this.matchPhrase(other, words, phrase, markKnowing(other, 1));
        // The database counts each author's book, even one its names found already.
        let found = matched.length;
        byNames = matched.length;
        if (matched.length <= limits.max) {
          stage = 2;
          for (const [author, tokens] of this.authorTokens) {
            if (!searchedLanguages.some((named) => tokens[named].includes(phrase))) continue;
            this.booksByAuthor.forEach(author, (slot) => {
              found++;
              mark(slot);
            });
          }
        }
        if (found < limits.fewFound && /[a-z0-9]{3}/.test(key)) {
          stage = 3;
          this.matchAnywhere(key, mark, anywhere);
        }
      }
      if (matched.length === 0) return { slots: [], more: false };
      // Many books found by their author's name (95,000 of one author at a million books), whose names
      // mostly do not hold the text: one pass over every key finds those that do, and the others' keys
      // are not read.
      if (stage === 2 && matched.length - byNames > size / BOOKS_PER_BOOK_READ) {
        holding = holds;
        this.matchAnywhere(
          key,
          (slot) => {
            holds[slot] = 1;
          },
          anywhere,
        );
      }

      // The keys as their bytes (`BookTexts.bytesFor`): the text is ASCII.
      const keyOf = (named: Language, slot: number) => this.keys.bytesFor(named, slot);
      const [second, third] = others;
      const afterSpace = ` ${key}`;
      const startsWord = (name: string) => name.startsWith(key) || name.includes(afterSpace);
      // A key that does not hold the text cannot start a word with it (most books found by their
      // author's name), and the other languages' keys are read only when the asked one's does not start
      // a word with it (most books of a common word).
      const closenessOf = (slot: number) => {
        const known = knownCloseness[slot] as number;
        if (known !== 0) return known - 1;
        if (holding?.[slot] === 0) return 4;
        const firstKey = keyOf(language, slot);
        const inFirst = firstKey.includes(key);
        if (inFirst && startsWord(firstKey)) return 0;
        const secondKey = keyOf(second, slot);
        const thirdKey = keyOf(third, slot);
        const inSecond = secondKey.includes(key);
        const inThird = thirdKey.includes(key);
        if ((inSecond && startsWord(secondKey)) || (inThird && startsWord(thirdKey))) return 1;
        return inFirst ? 2 : inSecond || inThird ? 3 : 4;
      };
      const rankOf = (slot: number) => ((stageOf[slot] as number) - 1) * CLOSENESS_LEVELS + closenessOf(slot);
      const more = matched.length > limits.max;
      if (matched.length <= SORTED_AT_MOST) {
        const ranks = new Map(matched.map((slot) => [slot, rankOf(slot)]));
        matched.sort((a, b) => (ranks.get(a) as number) - (ranks.get(b) as number) || ties.compare(a, b));
        return { slots: matched.slice(0, limits.max), more };
      }
      // Many matches ("la" starts most Spanish names): one walk through the tie order, each rank's
      // books kept in the order met, until the best rank alone fills the list; a rank is worked out only
      // for the books met. The best rank is for the text at a word's start in the asked language's name:
      // with fewer books found by those names than the list holds, the walk is likely to meet every
      // match, so their ranks are worked out first, in slot order, the order their keys lie in memory
      // (either way gives the same list): at a million books, "ferrer" (95,000 books of its authors) took
      // 75 ms so and 111 ms in the tie order, most of it waiting for memory.
      const ranks = STAGES * CLOSENESS_LEVELS;
      const byRank: number[][] = Array.from({ length: ranks }, () => []);
      const order = ties.slots();
      if (inAskedNames >= limits.max) {
        const best = byRank[0] as number[];
        for (let i = 0; i < order.length && best.length < limits.max; i++) {
          const slot = order[i] as number;
          if (stageOf[slot] === 0) continue;
          const books = byRank[rankOf(slot)] as number[];
          if (books.length < limits.max) books.push(slot);
        }
        return { slots: byRank.flat().slice(0, limits.max), more };
      }
      const perRank = new Int32Array(ranks);
      for (let slot = 0; slot < size; slot++) {
        if (stageOf[slot] === 0) continue;
        const rank = rankOf(slot);
        rankAt[slot] = rank;
        perRank[rank] = (perRank[rank] as number) + 1;
      }
      // With every rank known, the list is every book of the ranks before `last` and the first of
      // `last`'s: the walk stops once it has them (after 10,000 books rather than a million for the
      // 95,000 books of one author's name).
      let last = 0;
      let before = 0;
      while (last < ranks - 1 && before + (perRank[last] as number) < limits.max)
        before += perRank[last++] as number;
      const wanted = Math.min(limits.max, before + (perRank[last] as number));
      let taken = 0;
      for (let i = 0; i < order.length && taken < wanted; i++) {
        const slot = order[i] as number;
        if (stageOf[slot] === 0) continue;
        const rank = rankAt[slot] as number;
        const books = byRank[rank] as number[];
        if (rank < last || (rank === last && books.length < limits.max - before)) {
          books.push(slot);
          taken++;
        }
      }
      return { slots: byRank.flat(), more };
    } finally {
      for (const slot of matched) {
        stageOf[slot] = 0;
        knownCloseness[slot] = 0;
      }
      holding?.fill(0, 0, size);
    }
  }
}

type Marks = Record<'stageOf' | 'rankAt' | 'holds' | 'knownCloseness' | 'groupsMet' | 'wordsMet', Uint8Array>;

/** How many of a byte's bits are set. */
function bitsSet(byte: number): number {
  let count = 0;
  for (let rest = byte; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * A byte per book for a search's stages, ranks, keys holding its text, closeness known without
 * reading names (closeness + 1; 0 for unknown), a phrase's word groups met and the words a "did you
 * mean" met (a bit each), kept for every search rather than made for each: at a million books that was
 * 2–3 MB a search outside the heap, which brought the garbage collector's full passes on sooner.
 * Stages, holdings, known closeness and words met are 0 between searches; ranks and groups met are
 * written before they are read.
 */
class SearchMarks {
  private marks: Marks = SearchMarks.made(0);

  private static made(length: number): Marks {
    return {
      stageOf: new Uint8Array(length),
      rankAt: new Uint8Array(length),
      holds: new Uint8Array(length),
      knownCloseness: new Uint8Array(length),
      groupsMet: new Uint8Array(length),
      wordsMet: new Uint8Array(length),
    };
  }

  /** The arrays, at least `size` long. */
  take(size: number): Marks {
    if (this.marks.stageOf.length < size) {
      this.marks = SearchMarks.made(Math.max(size, 2 * this.marks.stageOf.length));
    }
    return this.marks;
  }
}

import {
  allCategories,
  type BookFacets,
  type BookSort,
  type Category,
  categoryTree,
  categoryWithSubcategories,
  isbn13Of,
  isTopCategory,
  type Language,
  RATING_FILTER_STEPS,
  type TopCategory,
  topCategories,
} from '@bookshop/contract';
import type { TypoWord } from '../db/search';
import { BookIds } from './book-ids';
import {
  type AnywhereWay,
  BookSearch,
  codePointLength,
  type SearchFields,
  type SearchLimits,
  type TieOrder,
} from './book-search';
import { BookTexts } from './book-texts';
import type { SnapshotReader, SnapshotWriter } from './snapshot-file';

/** What a list needs of a book to filter, sort and count it; a page's books are read in full later. */
export interface ListedBook {
  id: string;
  /** Its category slugs, comma-separated, as the database lists them (`novel,classic`). */
  categories: string;
  /** The book's own language. */
  language: string;
  year: number;
  /** Euros in cents, exact. */
  priceCents: number;
  /** Microseconds since 1970, as the database orders them. */
  createdAt: number;
  /** The book's name in each language: what its card shows, and what `title` sorts by. */
  nameEng: string;
  nameEsp: string;
  /** Its Catalan name, when it has one (a Catalan reader sees the Spanish one otherwise). */
  nameCat?: string;
  authorId: string;
  /** The average as book answers show it (two decimals), in hundredths of a star: 0 to 500. */
  ratingHundredths: number;
  ratingsCount: number;
  /** What a search matches and ranks (book-search.ts); a book without it is found by the database only. */
  search?: SearchFields;
  /** Its ISBN-13 (migration 0024), when it has one: a search for it finds the book alone. */
  isbn?: string;
}

/**
 * A set of categories as two 32-bit halves of a 64-bit mask: whether two sets share a category is
 * two ANDs instead of comparing texts.
 */
interface CategoryMask {
  low: number;
  high: number;
}

const categoryBits = new Map<string, number>(allCategories.map((category, bit) => [category, bit]));
if (allCategories.length > 64) throw new Error('More than 64 categories: widen CategoryMask');

function maskOf(categories: readonly string[]): CategoryMask {
  const mask = { low: 0, high: 0 };
  for (const category of categories) {
    const bit = categoryBits.get(category);
    if (bit === undefined) continue;
    if (bit < 32) mask.low |= 1 << bit;
    else mask.high |= 1 << (bit - 32);
  }
  return mask;
}

const intersect = (a: CategoryMask, b: CategoryMask) => (a.low & b.low) !== 0 || (a.high & b.high) !== 0;

/** A book's name as `title` sorts it: case, accents and leading marks (¿, «) ignored. */
export function titleSortKey(name: string, language: Language): string {
  let key = name.toLowerCase().replace(/^[^\p{L}\p{N}]+/u, '');
  // Spanish dictionaries file ñ after n, not with it: "n" and a character after every letter.
  if (language === 'esp') key = key.replaceAll('ñ', 'n\u007f');
  return key.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The orders a list can be read in; `title` is one per language. It orders books by the name their
 * cards show (a book's `title` field is its subtitle, which no list shows).
 */
type OrderName =
  | Exclude<BookSort, 'title' | 'relevance'>
  | 'title_eng'
  | 'title_esp'
  | 'title_cat'
  | 'search_ties_eng'
  | 'search_ties_esp'
  | 'search_ties_cat';
/** The orders of every reader; each reader's language has its title and search ties orders too. */
const sharedOrders: OrderName[] = ['newest', 'price_asc', 'price_desc', 'rating'];

const titleOf: Record<Language, OrderName> = { eng: 'title_eng', esp: 'title_esp', cat: 'title_cat' };
const languageOfTitle = { title_eng: 'eng', title_esp: 'esp', title_cat: 'cat' } as const;
const languageOfTitleOrder = (order: OrderName): Language | undefined =>
  order in languageOfTitle ? languageOfTitle[order as keyof typeof languageOfTitle] : undefined;
const searchTiesOf: Record<Language, OrderName> = {
  eng: 'search_ties_eng',
  esp: 'search_ties_esp',
  cat: 'search_ties_cat',
};

/** What a list asks of the index: the filters as it compares them, and which page in which order. */
export interface IndexQuery {
  category?: Category;
  language?: string;
  minCents?: number;
  maxCents?: number;
  minYear?: number;
  maxYear?: number;
  /** In hundredths of a star. */
  minRating?: number;
  sort: BookSort;
  readerLanguage: Language;
  page: number;
  pageSize: number;
  /** A search's books (slots), best match first: the list holds only these. */
  matched?: readonly number[];
  /**
   * Names what `matched` holds (a search's text and reader's language). A list's total and facets are
   * kept under its filters (and this) until the index changes, so its other pages and sorts only walk
   * an order; a search's are kept only when it is named.
   */
  matchedKey?: string;
}

export interface IndexAnswer {
  /** The page's books, by id, in order. */
  ids: string[];
  total: number;
  facets: BookFacets;
}

/** A list's filters as the index compares them (`BookIndex.filtersOf`). */
interface Filters {
  inAsked: Uint8Array;
  anyLanguage: boolean;
  language: number;
  minCents: number;
  maxCents: number;
  minYear: number;
  maxYear: number;
  minRating: number;
}

/**
 * What a list's total and facets are kept under: its filters, and its search's name; none for a search
 * with no name.
 */
function countsKeyOf(query: IndexQuery): string | undefined {
  if (query.matched && query.matchedKey === undefined) return undefined;
  const { category, language, minCents, maxCents, minYear, maxYear, minRating, matchedKey } = query;
  return [category, language, minCents, maxCents, minYear, maxYear, minRating, matchedKey].join(' ');
}

/** Lists whose totals and facets are kept: enough for the lists shoppers page through at one time. */
const KEPT_COUNTS = 200;
/** More changes than this at once (a bulk load) and the orders are sorted afresh when next used. */
const MAX_CHANGES_KEPT_IN_ORDER = 1000;
const MAX_RATING = 500;

/**
 * The books of every list (what they filter, sort and count on) in memory, as columns of typed
 * arrays, with each order kept sorted once built. Counting a large category's books for its facets
 * took the embedded database hundreds of milliseconds; here it is one pass over plain arrays.
 * Every answer is worked out afresh from these columns, which `BookLists` keeps current.
 */
export class BookIndex {
  private capacity = 0;
  private unlisted = 0;
  private ids = new BookIds();
  private authorIds: string[] = [];
  /** The books' names (`bytesFor`: what each language's reader sees). */
  private names = new BookTexts();
  /** The names' lengths in characters, as the database counts them (a search's ties). */
  private nameLengths: Record<Language, Int32Array> = {
    eng: new Int32Array(0),
    esp: new Int32Array(0),
    cat: new Int32Array(0),
  };
  /** A search's matching and ranking of names and authors' names. */
  private search = new BookSearch();
  private listed = new Uint8Array(0);
  /** Each book's category set, an index into `categorySets`: few books have a set of their own. */
  private setOf = new Uint16Array(0);
  private languageCodes = new Uint16Array(0);
  private years = new Int32Array(0);
  private cents = new Int32Array(0);
  private ratings = new Int32Array(0);
  private ratingCounts = new Int32Array(0);
  private createdAt = new Float64Array(0);
  /** Each book's ISBN-13 as a number (13 digits are exact in a double), 0 for none: 8 bytes a book. */
  private isbns = new Float64Array(0);
  private categorySets: CategoryMask[] = [];
  private categorySetIds = new Map<string, number>();
  /** Book languages by code, as stored (`esp`, `eng`, ...). */
  private languages: string[] = [];
  private languageCode = new Map<string, number>();
  /** Each order's listed slots, sorted; built when first asked for. */
  private readonly orders = new Map<OrderName, { slots: Int32Array; length: number }>();
  /** Moves on with every change: what was counted before is counted again. */
  private version = 0;
  /** Lists' totals and facets by `countsKeyOf`, each as of `version`; the oldest forgotten first. */
  private readonly counted = new Map<string, { version: number; total: number; facets: BookFacets }>();

  /** How many books the lists hold. */
  get count(): number {
    return this.ids.size - this.unlisted;
  }

  /** The slot of a listed book, or undefined. */
  slotOf(id: string): number | undefined {
    const slot = this.ids.slotOf(id);
    return slot !== undefined && this.listed[slot] === 1 ? slot : undefined;
  }

  /**
   * Writes the whole index, its sorted orders too (`index-snapshot.ts`). Only the lists' kept totals
   * are left out: they are counted again when first asked for.
   */
  save(writer: SnapshotWriter): void {
    writer.json({
      capacity: this.capacity,
      unlisted: this.unlisted,
      categorySets: this.categorySets,
      categorySetIds: [...this.categorySetIds],
      languages: this.languages,
      orders: [...this.orders].map(([name, order]) => ({ name, length: order.length })),
    });
    // The two large texts (names, search keys) first, while little else is held: each is held twice
    // for a moment as it is read (its bytes, then the text).
    this.names.save(writer);
    this.search.save(writer);
    this.ids.save(writer);
    writer.interned(this.authorIds);
    for (const language of ['eng', 'esp', 'cat'] as const) writer.array(this.nameLengths[language]);
    for (const column of this.columns()) writer.array(column);
    for (const order of this.orders.values()) writer.array(order.slots, order.length);
  }

  /**
   * The index as `save` wrote it, a part at a time with a turn of the event loop after each, so that
   * requests are answered meanwhile (0.8 s at a million books).
   */
  static async load(reader: SnapshotReader): Promise<BookIndex> {
    const index = new BookIndex();
    const saved = reader.json<{
      capacity: number;
      unlisted: number;
      categorySets: CategoryMask[];
      categorySetIds: [string, number][];
      languages: string[];
      orders: { name: OrderName; length: number }[];
    }>();
    index.capacity = saved.capacity;
    index.unlisted = saved.unlisted;
    index.categorySets = saved.categorySets;
    index.categorySetIds = new Map(saved.categorySetIds);
    index.languages = saved.languages;
    index.languageCode = new Map(saved.languages.map((language, code) => [language, code]));
    index.names = BookTexts.load(reader);
    await reader.pause();
    index.search = await BookSearch.load(reader);
    index.ids = BookIds.load(reader);
    index.authorIds = reader.interned() as string[];
    index.nameLengths = {
      eng: reader.array(Int32Array),
      esp: reader.array(Int32Array),
      cat: reader.array(Int32Array),
    };
    index.listed = reader.array(Uint8Array);
    index.setOf = reader.array(Uint16Array);
    index.languageCodes = reader.array(Uint16Array);
    index.years = reader.array(Int32Array);
    index.cents = reader.array(Int32Array);
    index.ratings = reader.array(Int32Array);
    index.ratingCounts = reader.array(Int32Array);
    index.createdAt = reader.array(Float64Array);
    index.isbns = reader.array(Float64Array);
    for (const { name, length } of saved.orders) {
      index.orders.set(name, { slots: reader.array(Int32Array, saved.capacity), length });
    }
    await reader.pause();
    const columns = index.columns();
    if (columns.some((column) => column.length !== saved.capacity) || index.ids.size > saved.capacity)
      throw new Error('Book index snapshot: its columns do not agree');
    return index;
  }

  /** The columns of one value a book, in the order `save` writes them. */
  private columns() {
    return [
      this.listed,
      this.setOf,
      this.languageCodes,
      this.years,
      this.cents,
      this.ratings,
      this.ratingCounts,
      this.createdAt,
      this.isbns,
    ];
  }

  /** Adds or replaces these books and takes out the `removed` ids (gone, or no longer listed). */
  apply(books: readonly ListedBook[], removed: readonly string[] = []): void {
    if (books.length + removed.length === 0) return;
    this.version++;
    if (books.length + removed.length > MAX_CHANGES_KEPT_IN_ORDER) this.orders.clear();
    for (const id of removed) {
      const slot = this.slotOf(id);
      if (slot === undefined) continue;
      this.leaveOrders(slot);
      this.listed[slot] = 0;
      this.unlisted++;
      this.search.remove(slot);
    }
    for (const book of books) {
      let slot = this.ids.slotOf(book.id);
      if (slot === undefined) slot = this.newSlot(book.id);
      else if (this.listed[slot] === 1) this.leaveOrders(slot);
      else this.unlisted--;
      this.write(slot, book);
      if (book.search) this.search.write(slot, book.authorId, book.search);
      else this.search.remove(slot);
      this.enterOrders(slot);
    }
  }

  /**
   * Sorts the next order not built yet of these readers' languages, one per call (so that a caller can
   * spread them out): what it sorted, undefined when all are built. Another order is sorted when first
   * asked for. A title order's sort keys are garbage once it is sorted (`ordered`).
   */
  buildNextOrder(languages: readonly Language[]): { byTitle: boolean } | undefined {
    const names = [
      ...sharedOrders,
      ...languages.flatMap((language) => [titleOf[language], searchTiesOf[language]]),
    ];
    const name = names.find((order) => !this.orders.has(order));
    if (name === undefined) return undefined;
    this.ordered(name);
    return { byTitle: languageOfTitleOrder(name) !== undefined };
  }

  private newSlot(id: string): number {
    if (this.ids.size === this.capacity) this.grow(Math.max(1024, this.capacity * 2));
    return this.ids.add(id);
  }

  private grow(capacity: number): void {
    const grown = <T extends Int32Array | Uint16Array | Uint8Array | Float64Array>(
      array: T,
      make: new (length: number) => T,
    ) => {
      const next = new make(capacity);
      next.set(array);
      return next;
    };
    this.listed = grown(this.listed, Uint8Array);
    this.setOf = grown(this.setOf, Uint16Array);
    this.languageCodes = grown(this.languageCodes, Uint16Array);
    this.years = grown(this.years, Int32Array);
    this.cents = grown(this.cents, Int32Array);
    this.ratings = grown(this.ratings, Int32Array);
    this.ratingCounts = grown(this.ratingCounts, Int32Array);
    this.createdAt = grown(this.createdAt, Float64Array);
    this.isbns = grown(this.isbns, Float64Array);
    this.nameLengths = {
      eng: grown(this.nameLengths.eng, Int32Array),
      esp: grown(this.nameLengths.esp, Int32Array),
      cat: grown(this.nameLengths.cat, Int32Array),
    };
    for (const order of this.orders.values()) order.slots = grown(order.slots, Int32Array);
    this.ids.grow(capacity);
    this.capacity = capacity;
  }

  private write(slot: number, book: ListedBook): void {
    let set = this.categorySetIds.get(book.categories);
    if (set === undefined) {
      set = this.categorySets.push(maskOf(book.categories.split(','))) - 1;
      if (set > 0xffff) throw new Error('Book index: too many category sets');
      this.categorySetIds.set(book.categories, set);
    }
    let code = this.languageCode.get(book.language);
    if (code === undefined) {
      code = this.languages.push(book.language) - 1;
      this.languageCode.set(book.language, code);
    }
    this.listed[slot] = 1;
    this.setOf[slot] = set;
    this.languageCodes[slot] = code;
    this.years[slot] = book.year;
    this.cents[slot] = book.priceCents;
    this.ratings[slot] = Math.min(Math.max(book.ratingHundredths, 0), MAX_RATING);
    this.ratingCounts[slot] = book.ratingsCount;
    this.createdAt[slot] = book.createdAt;
    this.isbns[slot] = book.isbn ? Number(book.isbn) : 0;
    this.authorIds[slot] = book.authorId;
    this.names.set(slot, book.nameEng, book.nameEsp, book.nameCat);
    this.nameLengths.eng[slot] = codePointLength(book.nameEng);
    this.nameLengths.esp[slot] = codePointLength(book.nameEsp);
    this.nameLengths.cat[slot] = codePointLength(book.nameCat ?? book.nameEsp);
  }

  /** Newest first, then by id: the order every other order falls back on, so that each is total. */
  private readonly newer = (a: number, b: number): number => {
    const byDate = (this.createdAt[b] as number) - (this.createdAt[a] as number);
    return byDate !== 0 ? byDate : this.ids.compare(b, a);
  };

  private comparator(order: OrderName): (a: number, b: number) => number {
    const { cents, ratings, ratingCounts, newer } = this;
    switch (order) {
      case 'newest':
        return newer;
      case 'price_asc':
        return (a, b) => (cents[a] as number) - (cents[b] as number) || newer(a, b);
      case 'price_desc':
        return (a, b) => (cents[b] as number) - (cents[a] as number) || newer(a, b);
      case 'rating':
        return (a, b) =>
          (ratings[b] as number) - (ratings[a] as number) ||
          (ratingCounts[b] as number) - (ratingCounts[a] as number) ||
          newer(a, b);
      case 'search_ties_eng':
        return this.searchTies('eng');
      case 'search_ties_esp':
        return this.searchTies('esp');
      case 'search_ties_cat':
        return this.searchTies('cat');
      case 'title_eng':
      case 'title_esp':
      case 'title_cat':
        return this.titleOrder(languageOfTitle[order]);
    }
  }

  /**
   * Books by the name their cards show (`titleSortKey`). The keys are worked out per comparison (a
   * change's place in the order is a binary search), or given for a whole sort and then dropped: kept,
   * they took 0.1 GB at a million books.
   */
  private titleOrder(language: Language, keys?: readonly string[]): (a: number, b: number) => number {
    const { newer } = this;
    const keyOf = keys
      ? (slot: number) => keys[slot] as string
      : (slot: number) => titleSortKey(this.names.textFor(language, slot), language);
    return (a, b) => {
      const keyA = keyOf(a);
      const keyB = keyOf(b);
      return keyA < keyB ? -1 : keyA > keyB ? 1 : newer(a, b);
    };
  }

  /** A search's ties (migration 0019's ranking): the name's length, the name, the id. */
  private searchTies(language: Language): (a: number, b: number) => number {
    const { names, ids } = this;
    const lengths = this.nameLengths[language];
    // Names as their UTF-8 bytes, which are in code point order.
    const byName = (a: number, b: number) => {
      const nameA = names.bytesFor(language, a);
      const nameB = names.bytesFor(language, b);
      return nameA < nameB ? -1 : nameA > nameB ? 1 : 0;
    };
    return (a, b) => (lengths[a] as number) - (lengths[b] as number) || byName(a, b) || ids.compare(a, b);
  }

  /**
   * The ids of the books matching a search's text, best first (book-search.ts), or undefined when the
   * database must search it. An ISBN (hyphens or not, ISBN-10 or 13) finds its book alone, as
   * `search_book_ids` does (migration 0024). With `typos`, only the typo stage runs (BookSearch.find).
   */
  searchBooks(
    text: string,
    language: Language,
    limits: SearchLimits,
    anywhere?: AnywhereWay,
    typos?: readonly TypoWord[],
  ): { ids: string[]; more: boolean } | undefined {
    const isbn = isbn13Of(text);
    if (isbn !== undefined) {
      const slot = this.isbns.indexOf(Number(isbn));
      if (slot !== -1 && this.listed[slot] === 1) return { ids: [this.ids.idAt(slot)], more: false };
    }
    const found = this.search.find(text, language, this.searchTieOrder(language), limits, anywhere, typos);
    return found && { ids: found.slots.map((slot) => this.ids.idAt(slot)), more: found.more };
  }

  /** The id of the book a text that matched nothing may have meant (BookSearch.closest), if any. */
  closestBook(text: string, language: Language, typos: readonly TypoWord[]): string | undefined {
    const slot = this.search.closest(text, this.searchTieOrder(language), typos);
    return slot === undefined ? undefined : this.ids.idAt(slot);
  }

  /** The order a search's ties are ranked in for a reader of `language`. */
  private searchTieOrder(language: Language): TieOrder {
    const order = searchTiesOf[language];
    return { slots: () => this.ordered(order), compare: this.searchTies(language) };
  }

  /** The listed slots in `order`, sorting them the first time. */
  private ordered(order: OrderName): Int32Array {
    let built = this.orders.get(order);
    if (!built) {
      const slots = new Int32Array(Math.max(this.capacity, 1));
      let length = 0;
      for (let slot = 0; slot < this.ids.size; slot++) if (this.listed[slot] === 1) slots[length++] = slot;
      const title = languageOfTitleOrder(order);
      const compare =
        title === undefined
          ? this.comparator(order)
          : this.titleOrder(
              title,
              Array.from({ length: this.ids.size }, (_, slot) =>
                titleSortKey(this.names.textFor(title, slot), title),
              ),
            );
      slots.subarray(0, length).sort(compare);
      built = { slots, length };
      this.orders.set(order, built);
    }
    return built.slots.subarray(0, built.length);
  }

  /** Where `slot` is, or goes, in a sorted order (a binary search with the slot's current values). */
  private static position(
    order: { slots: Int32Array; length: number },
    slot: number,
    compare: (a: number, b: number) => number,
  ): number {
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(order.slots[middle] as number, slot) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** Takes a slot out of every built order, before its values change. */
  private leaveOrders(slot: number): void {
    for (const [name, order] of this.orders) {
      const at = BookIndex.position(order, slot, this.comparator(name));
      if (order.slots[at] !== slot) throw new Error(`Book index: order ${name} lost a book`);
      order.slots.copyWithin(at, at + 1, order.length);
      order.length--;
    }
  }

  /** Puts a slot into every built order, with its new values. */
  private enterOrders(slot: number): void {
    for (const [name, order] of this.orders) {
      const at = BookIndex.position(order, slot, this.comparator(name));
      order.slots.copyWithin(at + 1, at, order.length);
      order.slots[at] = slot;
      order.length++;
    }
  }

  /**
   * One page of a list and its facets. Each facet is counted with every filter but its own
   * ("disjunctive" facets): a language's count is what the list would hold with that language instead.
   */
  find(query: IndexQuery): IndexAnswer {
    const key = countsKeyOf(query);
    const filters = this.filtersOf(query);
    const kept = key === undefined ? undefined : this.counted.get(key);
    if (kept?.version === this.version) {
      return { ids: this.page(query, filters, kept.total), total: kept.total, facets: kept.facets };
    }
    const answer = this.countAndFind(query, filters);
    if (key !== undefined) {
      this.counted.delete(key);
      if (this.counted.size >= KEPT_COUNTS) this.counted.delete(this.counted.keys().next().value ?? '');
      this.counted.set(key, { version: this.version, total: answer.total, facets: answer.facets });
    }
    return answer;
  }

  /**
   * A list's filters as the index compares them; its category per category set rather than per book
   * (1 for a set in the asked category). `countsKeyOf` names the same fields.
   */
  private filtersOf(query: IndexQuery): Filters {
    const asked = query.category ? maskOf(categoryWithSubcategories(query.category)) : undefined;
    const inAsked = Uint8Array.from(this.categorySets, (set) => (!asked || intersect(set, asked) ? 1 : 0));
    const anyLanguage = query.language === undefined;
    return {
      inAsked,
      anyLanguage,
      language: anyLanguage ? -1 : (this.languageCode.get(query.language as string) ?? -1),
      minCents: query.minCents ?? -Infinity,
      maxCents: query.maxCents ?? Infinity,
      minYear: query.minYear ?? -Infinity,
      maxYear: query.maxYear ?? Infinity,
      minRating: query.minRating ?? -Infinity,
    };
  }

  /** Which books a list's filters show. */
  private shownBy(filters: Filters): (slot: number) => boolean {
    const { inAsked, anyLanguage, language, minCents, maxCents, minYear, maxYear, minRating } = filters;
    const { setOf, languageCodes, years, cents, ratings } = this;
    return (slot) => {
      const price = cents[slot] as number;
      const year = years[slot] as number;
      return (
        inAsked[setOf[slot] as number] === 1 &&
        (anyLanguage || languageCodes[slot] === language) &&
        price >= minCents &&
        price <= maxCents &&
        year >= minYear &&
        year <= maxYear &&
        (ratings[slot] as number) >= minRating
      );
    };
  }

  /** A page of a list, its total and its facets counted in one pass over the books. */
  private countAndFind(query: IndexQuery, filters: Filters): IndexAnswer {
    const facetCategories = categoryFacetsFor(query.category);
    const { inAsked, anyLanguage, language, minCents, maxCents, minYear, maxYear, minRating } = filters;
    // Per category set rather than per book: whether it is in the scope the category facet counts.
    const inScope = Uint8Array.from(this.categorySets, (set) =>
      intersect(set, facetCategories.scope) ? 1 : 0,
    );
    const { listed, setOf, languageCodes, years, cents, ratings } = this;

    let total = 0;
    const byLanguage = new Int32Array(this.languages.length);
    const bySet = new Int32Array(this.categorySets.length);
    const byRating = new Int32Array(MAX_RATING + 1);
    let cheapest = Infinity;
    let dearest = -Infinity;
    let oldest = Infinity;
    let newest = -Infinity;
    const matched = query.matched;
    const count = matched ? matched.length : this.ids.size;
    for (let n = 0; n < count; n++) {
      const slot = matched ? (matched[n] as number) : n;
      if (listed[slot] !== 1) continue;
      const set = setOf[slot] as number;
      const inCategory = inAsked[set] === 1;
      const code = languageCodes[slot] as number;
      const inLanguage = anyLanguage || code === language;
      const price = cents[slot] as number;
      const year = years[slot] as number;
      const rating = ratings[slot] as number;
      const priceOk = price >= minCents && price <= maxCents;
      const yearOk = year >= minYear && year <= maxYear;
      const ratingOk = rating >= minRating;
      if (priceOk && yearOk) {
        if (ratingOk) {
          if (inCategory) {
            byLanguage[code] = (byLanguage[code] as number) + 1;
            if (inLanguage) total++;
          }
          if (inLanguage) bySet[set] = (bySet[set] as number) + 1;
        }
        if (inCategory && inLanguage) byRating[rating] = (byRating[rating] as number) + 1;
      }
      if (inCategory && inLanguage && ratingOk) {
        if (yearOk) {
          if (price < cheapest) cheapest = price;
          if (price > dearest) dearest = price;
        }
        if (priceOk) {
          if (year < oldest) oldest = year;
          if (year > newest) newest = year;
        }
      }
    }

    const byCategory = facetCategories.list.map(() => 0);
    bySet.forEach((books, set) => {
      if (books === 0 || inScope[set] !== 1) return;
      facetCategories.masks.forEach((mask, i) => {
        if (intersect(this.categorySets[set] as CategoryMask, mask))
          byCategory[i] = (byCategory[i] as number) + books;
      });
    });
    const languages = this.languages
      .map((code, index) => ({ language: code, count: byLanguage[index] as number }))
      .filter((entry) => entry.count > 0)
      .sort((a, b) => b.count - a.count || (a.language < b.language ? -1 : 1));
    if (query.language !== undefined && !languages.some((entry) => entry.language === query.language)) {
      languages.push({ language: query.language, count: 0 });
    }
    return {
      ids: this.page(query, filters, total),
      total,
      facets: {
        languages,
        categories: facetCategories.list.map((category, i) => ({ category, count: byCategory[i] as number })),
        price: cheapest <= dearest ? { min: cheapest / 100, max: dearest / 100 } : null,
        year: oldest <= newest ? { min: oldest, max: newest } : null,
        ratings: ratingSteps(query.minRating).map((step) => ({
          minRating: step / 100,
          count: byRating.subarray(step).reduce((sum, books) => sum + books, 0),
        })),
      },
    };
  }

  /**
   * The ids of the page's books: a walk through the order, or a sort of a search's few books. The walk
   * ends at the list's last book (`total` shown).
   */
  private page(query: IndexQuery, filters: Filters, total: number): string[] {
    const shown = this.shownBy(filters);
    const skip = (query.page - 1) * query.pageSize;
    if (query.matched) {
      const books = query.matched.filter((slot) => this.listed[slot] === 1 && shown(slot));
      if (query.sort !== 'relevance') books.sort(this.comparator(orderFor(query)));
      return books.slice(skip, skip + query.pageSize).map((slot) => this.ids.idAt(slot));
    }
    const ids: string[] = [];
    if (skip >= total) return ids;
    const order = this.ordered(orderFor(query));
    let seen = 0;
    for (let i = 0; i < order.length && ids.length < query.pageSize && seen < total; i++) {
      const slot = order[i] as number;
      if (shown(slot) && seen++ >= skip) ids.push(this.ids.idAt(slot));
    }
    return ids;
  }

  /**
   * A book's shelves: the author's other books, and other authors' books sharing a category with it,
   * newest first, at most `limit` each.
   */
  related(id: string, limit: number): { byAuthor: string[]; sameCategory: string[] } | undefined {
    const book = this.slotOf(id);
    if (book === undefined) return undefined;
    const author = this.authorIds[book];
    const own = this.categorySets[this.setOf[book] as number] as CategoryMask;
    const shares = this.categorySets.map((set) => intersect(set, own));
    const byAuthor: string[] = [];
    const sameCategory: string[] = [];
    const order = this.ordered('newest');
    for (let i = 0; i < order.length; i++) {
      const slot = order[i] as number;
      if (slot === book) continue;
      if (this.authorIds[slot] === author) {
        if (byAuthor.length < limit) byAuthor.push(this.ids.idAt(slot));
      } else if (sameCategory.length < limit && shares[this.setOf[slot] as number]) {
        sameCategory.push(this.ids.idAt(slot));
      }
      if (byAuthor.length === limit && sameCategory.length === limit) break;
    }
    return { byAuthor, sameCategory };
  }
}

function orderFor(query: IndexQuery): OrderName {
  if (query.sort === 'title') return titleOf[query.readerLanguage];
  // A best match without a search has no meaning; the query schema refuses it.
  return query.sort === 'relevance' ? 'newest' : query.sort;
}

/** The rating steps a list counts, in hundredths: the shop's, and the one asked for if it is another. */
function ratingSteps(asked: number | undefined): number[] {
  const steps = RATING_FILTER_STEPS.map((stars) => stars * 100);
  if (asked !== undefined && asked > 0 && !steps.includes(asked)) {
    steps.push(asked);
    steps.sort((a, b) => b - a);
  }
  return steps;
}

interface CategoryFacets {
  list: Category[];
  masks: CategoryMask[];
  /** Books outside it are not counted in any of the list's categories. */
  scope: CategoryMask;
}

const everything: CategoryMask = { low: -1, high: -1 };

function topCategoryOf(category: Category): TopCategory {
  if (isTopCategory(category)) return category;
  return topCategories.find((top) => (categoryTree[top] as readonly string[]).includes(category)) ?? 'other';
}

/**
 * The categories a list counts its books in: the top categories (each with its subcategories) for the
 * whole catalogue, a top category's subcategories for it and for each of them.
 */
function categoryFacetsFor(category: Category | undefined): CategoryFacets {
  if (!category) {
    return {
      list: [...topCategories],
      masks: topCategories.map((top) => maskOf(categoryWithSubcategories(top))),
      scope: everything,
    };
  }
  const top = topCategoryOf(category);
  const list: Category[] = [...categoryTree[top]];
  return { list, masks: list.map((sub) => maskOf([sub])), scope: maskOf(categoryWithSubcategories(top)) };
}

import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  BOOK_LIST_PAGE_SIZE,
  type BookListQuery,
  type BookListResponse,
  type BookSearchResponse,
  isbn13Of,
  type Language,
  RELATED_BOOKS_LIMIT,
  type RelatedBooksResponse,
  SEARCH_BOOKS_MAX,
  type SearchResult,
} from '@bookshop/contract';
import { type ListingChanges, readListedBooks, readListingChanges } from '../db/book-listing';
import { findBooksInOrder } from '../db/books';
import type { Database } from '../db/client';
import { bookResultsInOrder, closestBookName, searchBookIds, type TypoWord, typoWords } from '../db/search';
import { CatalogueMemo, type CatalogueVersion } from '../http/catalogue-memo';
import { collectGarbage, compactHeap } from '../ops/heap';
import { BookIndex, type IndexQuery } from './book-index';
import { plainSearchKey } from './book-search';
import type { IndexSnapshots } from './index-snapshot';

/**
 * Searches whose matching books are kept (at most SEARCH_BOOKS_MAX ids each, so a few megabytes at
 * most): enough for the searches shoppers page through at one time.
 */
const KEPT_SEARCHES = 100;
/**
 * Books read from the database per fetch while the index is filled (about a megabyte of text). A chunk
 * read and parsed outlives the young generation's collections when it is large, and is then garbage in
 * the old one: at a million books, 20,000 a fetch peaked at 1.82 GB, 2,000 at 1.70 GB, in the same time.
 */
const LOAD_CHUNK = 2_000;
/** While the index fills, its garbage is collected each time this many more books are read (`collectGarbage`). */
const COLLECT_EVERY_BOOKS = 250_000;
/**
 * From this many books on, the warm-up ends by compacting the heap (`compactHeap`). V8 then starts
 * again from a small young generation and a tight old one, and its next collections fell on the first
 * searches: at 100,000 books the server's CPU p95 for a new text's first page went from 8.2 to
 * 14.3–16.8 ms (2026-12-01, `docs/benchmarks.md` ²¹) for 0.12 GB given back. At a million books it gave
 * back 0.32–0.38 GB.
 */
const COMPACT_FROM_BOOKS = 500_000;
/** A saved index read at a start is saved again when more than this share of its books changed since. */
const RESAVE_CHANGED_SHARE = 0.01;
/**
 * A search's matching books, best first, and whether more matched; for a plain text that matched
 * nothing, even by its typos, those typos (its words and their close known words), from which its
 * "did you mean" is worked out.
 */
interface FoundBooks {
  ids: string[];
  more: boolean;
  typos?: readonly TypoWord[];
}

/** As the database's `search_book_ids` is asked (src/db/search.ts). */
const SEARCH_LIMITS = { max: SEARCH_BOOKS_MAX, fewFound: BOOK_LIST_PAGE_SIZE };

/**
 * The lists of books: a category's or a search's page, sorted and filtered, with its facets, and a
 * book's related shelves. The index of what lists filter, sort and count on lives in this process
 * (book-index.ts); before every answer it reads from the database what changed since it last looked
 * (migration 0012), so a list shows every change committed before it was asked for, whichever process
 * made it. The books on the page are then read in full, by id. A search's matching books are found
 * in the index too (book-search.ts) when its text is plain words, its typos with the close known words
 * the database gives; the database searches the other texts. They are kept while the catalogue is
 * unchanged: its next pages, sorts and filters only walk the index.
 */
export class BookLists {
  private index = new BookIndex();
  private loaded = false;
  /** Changes are read from here on (`listingHorizon`). */
  private horizon = '0';
  private running: Promise<void> | undefined;
  private waiting: Promise<void> | undefined;
  /** The warm-up under way, or done (`fill`). */
  private filling: Promise<boolean> | undefined;
  /** The orders of the index last filled being sorted (`sortOrders`). */
  private sorting: Promise<void> = Promise.resolve();
  private warmedUp = false;
  /** Whether the index was filled from the database since it was last saved (`snapshots`). */
  private unsaved = false;

  /** Matching books by reader's language and text; none kept without a catalogue to follow. */
  private readonly searches: CatalogueMemo<FoundBooks> | undefined;

  constructor(
    private readonly db: Database,
    catalogue?: CatalogueVersion,
    /** Books read per fetch while the index is filled. */
    private readonly loadChunk = LOAD_CHUNK,
    /** The shop's languages: their readers' orders are sorted before the warm-up ends. */
    private readonly readerLanguages: readonly Language[] = ['esp', 'eng'],
    /** Where the index is saved once filled, and read from at the next start. */
    private readonly snapshots?: IndexSnapshots,
  ) {
    this.searches = catalogue && new CatalogueMemo(catalogue, KEPT_SEARCHES);
  }

  /** One page of a list: a category's (or the whole catalogue's), or a search's when `q` is given. */
  async page(query: BookListQuery): Promise<BookListResponse | BookSearchResponse> {
    const indexQuery: IndexQuery = {
      category: query.category,
      language: query.language,
      minCents: query.minPrice === undefined ? undefined : Math.round(query.minPrice * 100),
      maxCents: query.maxPrice === undefined ? undefined : Math.round(query.maxPrice * 100),
      minYear: query.minYear,
      maxYear: query.maxYear,
      minRating: query.minRating === undefined ? undefined : Math.round(query.minRating * 100),
      sort: query.sort,
      readerLanguage: query.readerLanguage,
      page: query.page,
      pageSize: query.pageSize,
    };
    const { page, pageSize } = query;
    if (query.q === undefined) {
      await this.current();
      const answer = this.index.find(indexQuery);
      const books = await findBooksInOrder(this.db, answer.ids);
      return { books, total: answer.total, page, pageSize, facets: answer.facets };
    }

    const { found, matched } = await this.matches(query.q, query.readerLanguage);
    const answer = this.index.find({
      ...indexQuery,
      matched,
      matchedKey: `${query.readerLanguage} ${query.q}`,
    });
    const [books, suggestion] = await Promise.all([
      findBooksInOrder(this.db, answer.ids),
      found.ids.length === 0 ? this.suggestion(query.q, query.readerLanguage, found.typos) : null,
    ]);
    return {
      books,
      total: answer.total,
      page,
      pageSize,
      facets: answer.facets,
      suggestion,
      truncated: found.more,
    };
  }

  /**
   * The first `count` books of a search's results page at its first sort (relevance): the header's live
   * results show these, so the two never rank a search differently.
   */
  async firstMatches(q: string, readerLanguage: Language, count: number): Promise<string[]> {
    const { matched } = await this.matches(q, readerLanguage);
    return this.index.find({ sort: 'relevance', readerLanguage, page: 1, pageSize: count, matched }).ids;
  }

  /** The books matching a search, best first, as ids and as the index's slots of the listed ones. */
  private async matches(
    q: string,
    readerLanguage: Language,
  ): Promise<{ found: FoundBooks; matched: number[] }> {
    // A text of plain words is searched in the index once that is current, other texts by the database
    // meanwhile. Where the index finds nothing, the database gives the known words close to the text's
    // (its typos) and the index matches them: one small statement, where the database's whole search
    // and its "did you mean" took 80-200 ms at a million books.
    const inProcess = plainSearchKey(q) !== undefined || isbn13Of(q) !== undefined;
    const search = async (): Promise<FoundBooks> => {
      const found = inProcess ? this.index.searchBooks(q, readerLanguage, SEARCH_LIMITS) : undefined;
      if (found === undefined) return searchBookIds(this.db, q, readerLanguage);
      if (found.ids.length > 0) return found;
      const typos = await typoWords(this.db, q);
      const typoFound =
        typos.length > 0 && this.index.searchBooks(q, readerLanguage, SEARCH_LIMITS, undefined, typos);
      return typoFound && typoFound.ids.length > 0 ? typoFound : { ids: [], more: false, typos };
    };
    const kept = () => (this.searches ? this.searches.get(`${readerLanguage} ${q}`, search) : search());
    const found = inProcess
      ? await this.current().then(kept)
      : (await Promise.all([kept(), this.current()]))[0];
    const matched: number[] = [];
    for (const id of found.ids) {
      const slot = this.index.slotOf(id);
      if (slot !== undefined) matched.push(slot);
    }
    return { found, matched };
  }

  /**
   * "Did you mean ...?" for a text that matched nothing: worked out in the index for a plain text, from
   * its typos (BookSearch.closest); the database's closest name for other texts, and for a plain text
   * none of whose words a name holds (a name typed as one word: "harrypotter").
   */
  private async suggestion(
    q: string,
    readerLanguage: Language,
    typos: readonly TypoWord[] | undefined,
  ): Promise<SearchResult | null> {
    const closest = typos && this.index.closestBook(q, readerLanguage, typos);
    if (closest === undefined) return closestBookName(this.db, q);
    return (await bookResultsInOrder(this.db, [closest]))[0] ?? null;
  }

  /** A book's shelves, or undefined for a book no list shows. */
  async related(bookId: string): Promise<RelatedBooksResponse | undefined> {
    await this.current();
    const related = this.index.related(bookId, RELATED_BOOKS_LIMIT);
    if (!related) return undefined;
    const books = await findBooksInOrder(this.db, [...related.byAuthor, ...related.sameCategory]);
    const byAuthor = new Set(related.byAuthor);
    return {
      byAuthor: books.filter((book) => byAuthor.has(book._id)),
      sameCategory: books.filter((book) => !byAuthor.has(book._id)),
    };
  }

  /**
   * Fills the index ahead of the first list, sorts every order its readers use, runs each statement of
   * a new search once (`warmUp`), then gives back the memory the fill left behind: true once done. One
   * warm-up at a time; a failure (the database away) is left to the first list, and the next call tries
   * again.
   */
  fill(): Promise<boolean> {
    this.filling ??= (async () => {
      try {
        await this.current();
        await this.sorting;
        await this.warmUp();
        if (this.snapshots && this.unsaved) {
          this.unsaved = false;
          await this.snapshots.save(this.index, this.horizon);
        }
        if (this.index.count >= COMPACT_FROM_BOOKS) compactHeap();
        this.warmedUp = true;
        return true;
      } catch {
        this.filling = undefined;
        return false;
      }
    })();
    return this.filling;
  }

  /** Whether the index has been filled and a search's statements run once (`fill`). */
  get warm(): boolean {
    return this.warmedUp;
  }

  /** How many books the lists hold (what the last refresh of the index read). */
  get count(): number {
    return this.index.count;
  }

  /**
   * A new search's statements, run once on texts kept nowhere (no cached answer, no kept search): the
   * embedded database compiles a path of its code, a function and its plan the first time they run,
   * which made the first searches after a start (one ranking a thousand books, one reaching the typos,
   * one with no match and a suggestion) two to four times slower than the next ones.
   */
  private async warmUp(): Promise<void> {
    // "a" starts a word in most names: a thousand books ranked, filtered, counted and a page read; a
    // search's ties are put in order for the first time.
    const found = this.index.searchBooks('a', 'esp', SEARCH_LIMITS) ?? { ids: [] };
    const matched: number[] = [];
    for (const id of found.ids) {
      const slot = this.index.slotOf(id);
      if (slot !== undefined) matched.push(slot);
    }
    const answer = this.index.find({
      sort: 'relevance',
      readerLanguage: 'esp',
      page: 1,
      pageSize: BOOK_LIST_PAGE_SIZE,
      matched,
    });
    await findBooksInOrder(this.db, answer.ids);
    // No name holds it: every stage runs, the typos' too, then the closest name is looked for. In the
    // index, the text of every book's keys is made for the text anywhere in a name (book-search.ts).
    this.index.searchBooks('qxzwvk', 'eng', SEARCH_LIMITS);
    await searchBookIds(this.db, 'qxzwvk', 'eng');
    await typoWords(this.db, 'qxzwvk');
    await closestBookName(this.db, 'qxzwvk');
  }

  /**
   * Brings the index up to date with every change committed before this call. A refresh already
   * running may have looked before that change, so callers arriving meanwhile wait for the next
   * one, which they share.
   */
  private current(): Promise<void> {
    if (this.waiting) return this.waiting;
    const start = (): Promise<void> => {
      const run: Promise<void> = this.refresh().finally(() => {
        if (this.running === run) this.running = undefined;
      });
      this.running = run;
      return run;
    };
    if (!this.running) return start();
    const waiting = this.running
      .catch(() => {})
      .then(() => {
        this.waiting = undefined;
        return start();
      });
    this.waiting = waiting;
    return waiting;
  }

  private async refresh(): Promise<void> {
    if (!this.loaded) return this.loadAll();
    const changes = await readListingChanges(this.db, this.horizon);
    if (changes.everything) return this.loadAll();
    this.index.apply(changes.books, changes.removed);
    this.horizon = changes.horizon;
  }

  /**
   * Fills a new index with every book, a chunk at a time, then sorts its orders in the background
   * (`fill` waits for them), so that the first reader of each sort does not wait for it.
   */
  private async loadAll(): Promise<void> {
    // At a start, the index saved by an earlier one, brought up to date by the changes since.
    const saved = !this.loaded && (await this.snapshots?.load());
    if (saved) {
      const changes = await readListingChanges(this.db, saved.horizon);
      // A saved index that does not take its changes (a truncated table, a fault) is dropped, and
      // every book read: trying it again at each refresh would fail each time.
      if (!changes.everything && tryApply(saved.index, changes)) {
        this.index = saved.index;
        this.horizon = changes.horizon;
        this.loaded = true;
        // Saved again after many changes, so that the next start does not read them all again.
        this.unsaved =
          changes.books.length + changes.removed.length > saved.index.count * RESAVE_CHANGED_SHARE;
        this.sorting = this.sortOrders();
        return;
      }
    }
    let index: BookIndex;
    let horizon: string | undefined;
    do {
      index = new BookIndex();
      let read = 0;
      horizon = await readListedBooks(this.db, this.loadChunk, (books) => {
        index.apply(books);
        const before = read;
        read += books.length;
        if (Math.floor(read / COLLECT_EVERY_BOOKS) > Math.floor(before / COLLECT_EVERY_BOOKS))
          collectGarbage();
      });
    } while (horizon === undefined);
    this.index = index;
    this.horizon = horizon;
    this.loaded = true;
    this.unsaved = true;
    this.sorting = this.sortOrders();
  }

  /**
   * Sorts the index's orders one at a time, other answers served between them: at a million books
   * a title order took 1–2 s, and a search arriving meanwhile waited for it. One sorting at a time (the
   * warm-up waits for the fill's): two sorted two orders in one turn of the event loop.
   */
  private async sortOrders(): Promise<void> {
    const { index } = this;
    while (this.index === index) {
      const built = index.buildNextOrder(this.readerLanguages);
      if (!built) return;
      // A title order's sort keys (a text per book) are garbage once it is sorted: collected before the
      // warm-up goes on, they do not add to what it holds at its end.
      if (built.byTitle && !this.warmedUp && index.count >= COMPACT_FROM_BOOKS) collectGarbage();
      await nextTurn();
    }
  }
}

/** Applies changes to an index: false when they cannot be applied to it. */
function tryApply(index: BookIndex, changes: ListingChanges): boolean {
  try {
    index.apply(changes.books, changes.removed);
    return true;
  } catch {
    return false;
  }
}

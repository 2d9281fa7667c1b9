import {
  type BookSort,
  type Category,
  categoryTree,
  categoryWithSubcategories,
  RATING_FILTER_STEPS,
  topCategories,
} from '@bookshop/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BookIndex, type IndexQuery, type ListedBook, titleSortKey } from '../src/book-lists/book-index';

// The book index against a plain reference: filter every book, sort them all, count each facet by
// filtering again. Random books are added, changed and removed between the questions, so the orders
// the index keeps sorted as books change are checked too.

const slugs = ['novel', 'classic', 'poem', 'fantasy', 'tale', 'html', 'imaginative', 'musical'];
const names = ['Ábaco', 'abeja', 'Nube', 'Ñandú', '¿Quién?', 'Zarza', 'zorro', 'Éclair', '1984', 'nube'];

/** The id of book `n` (ids are UUIDs, as the database makes them). */
const bookId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const bookArbitrary = fc.record({
  id: fc.integer({ min: 0, max: 40 }).map(bookId),
  categories: fc.subarray(slugs, { minLength: 1, maxLength: 2 }).map((list) => list.join(',')),
  language: fc.constantFrom('esp', 'eng', 'cat'),
  year: fc.integer({ min: 1990, max: 1995 }),
  priceCents: fc.integer({ min: 500, max: 520 }),
  createdAt: fc.integer({ min: 0, max: 5 }),
  nameEng: fc.constantFrom(...names),
  nameEsp: fc.constantFrom(...names),
  authorId: fc.constantFrom('a1', 'a2', 'a3'),
  ratingHundredths: fc.constantFrom(0, 100, 250, 300, 450, 500),
  ratingsCount: fc.integer({ min: 0, max: 3 }),
});

const queryArbitrary = fc.record({
  category: fc.option(fc.constantFrom<Category>('imaginative', 'novel', 'children', 'tale', 'other'), {
    nil: undefined,
  }),
  language: fc.option(fc.constantFrom('esp', 'eng', 'grc'), { nil: undefined }),
  minCents: fc.option(fc.integer({ min: 500, max: 520 }), { nil: undefined }),
  maxCents: fc.option(fc.integer({ min: 500, max: 520 }), { nil: undefined }),
  minYear: fc.option(fc.integer({ min: 1990, max: 1995 }), { nil: undefined }),
  maxYear: fc.option(fc.integer({ min: 1990, max: 1995 }), { nil: undefined }),
  minRating: fc.option(fc.constantFrom(0, 100, 300, 350, 500), { nil: undefined }),
  sort: fc.constantFrom<BookSort>('newest', 'price_asc', 'price_desc', 'rating', 'title'),
  readerLanguage: fc.constantFrom('esp' as const, 'eng' as const),
  page: fc.integer({ min: 1, max: 4 }),
  pageSize: fc.integer({ min: 1, max: 7 }),
});

function topOf(category: Category): string {
  return (
    topCategories.find(
      (top) => top === category || (categoryTree[top] as readonly string[]).includes(category),
    ) ?? ''
  );
}

/** What the index should answer, worked out the slow way. */
function reference(books: ListedBook[], query: IndexQuery) {
  const inAny = (book: ListedBook, categories: readonly string[]) =>
    book.categories.split(',').some((slug) => categories.includes(slug));
  const filters = {
    category: (book: ListedBook) => !query.category || inAny(book, categoryWithSubcategories(query.category)),
    language: (book: ListedBook) => query.language === undefined || book.language === query.language,
    price: (book: ListedBook) =>
      book.priceCents >= (query.minCents ?? -Infinity) && book.priceCents <= (query.maxCents ?? Infinity),
    year: (book: ListedBook) =>
      book.year >= (query.minYear ?? -Infinity) && book.year <= (query.maxYear ?? Infinity),
    rating: (book: ListedBook) => book.ratingHundredths >= (query.minRating ?? -Infinity),
  };
  const allBut = (own?: keyof typeof filters) =>
    books.filter((book) => Object.entries(filters).every(([name, keep]) => name === own || keep(book)));
  const newer = (a: ListedBook, b: ListedBook) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1);
  const byName = (book: ListedBook) =>
    titleSortKey(query.readerLanguage === 'eng' ? book.nameEng : book.nameEsp, query.readerLanguage);
  const orders: Record<string, (a: ListedBook, b: ListedBook) => number> = {
    newest: newer,
    price_asc: (a, b) => a.priceCents - b.priceCents || newer(a, b),
    price_desc: (a, b) => b.priceCents - a.priceCents || newer(a, b),
    rating: (a, b) =>
      b.ratingHundredths - a.ratingHundredths || b.ratingsCount - a.ratingsCount || newer(a, b),
    title: (a, b) => (byName(a) < byName(b) ? -1 : byName(a) > byName(b) ? 1 : newer(a, b)),
  };
  const shown = allBut().sort(orders[query.sort]);
  const skip = (query.page - 1) * query.pageSize;

  const languageCounts = new Map<string, number>();
  for (const book of allBut('language'))
    languageCounts.set(book.language, (languageCounts.get(book.language) ?? 0) + 1);
  const languages = [...languageCounts]
    .map(([language, count]) => ({ language, count }))
    .sort((a, b) => b.count - a.count || (a.language < b.language ? -1 : 1));
  if (query.language !== undefined && !languageCounts.has(query.language)) {
    languages.push({ language: query.language, count: 0 });
  }
  const top = query.category ? topOf(query.category) : undefined;
  const facetList: Category[] = top
    ? [...categoryTree[top as keyof typeof categoryTree]]
    : [...topCategories];
  const inScope = allBut('category').filter(
    (book) => !top || inAny(book, categoryWithSubcategories(top as Category)),
  );
  const prices = allBut('price').map((book) => book.priceCents / 100);
  const years = allBut('year').map((book) => book.year);
  const steps = [...RATING_FILTER_STEPS].map((step) => step * 100);
  if (query.minRating && !steps.includes(query.minRating)) steps.push(query.minRating);
  steps.sort((a, b) => b - a);
  return {
    ids: shown.slice(skip, skip + query.pageSize).map((book) => book.id),
    total: shown.length,
    facets: {
      languages,
      categories: facetList.map((category) => ({
        category,
        count: inScope.filter((book) => inAny(book, top ? [category] : categoryWithSubcategories(category)))
          .length,
      })),
      price: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
      year: years.length ? { min: Math.min(...years), max: Math.max(...years) } : null,
      ratings: steps.map((step) => ({
        minRating: step / 100,
        count: allBut('rating').filter((book) => book.ratingHundredths >= step).length,
      })),
    },
  };
}

/** A novel by one author, priced and dated by its number. */
const book = (n: number, language: string): ListedBook => ({
  id: bookId(n),
  categories: 'novel',
  language,
  year: 2000,
  priceCents: 1000 + n,
  createdAt: n,
  nameEng: `Book ${n}`,
  nameEsp: `Libro ${n}`,
  authorId: 'a',
  ratingHundredths: 0,
  ratingsCount: 0,
});

describe('BookIndex', () => {
  it('answers every list, page and facet as filtering and sorting every book would, as books change', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            changed: fc.array(bookArbitrary, { maxLength: 6 }),
            removed: fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 2 }),
            query: queryArbitrary,
          }),
          { minLength: 1, maxLength: 12 },
        ),
        (steps) => {
          const index = new BookIndex();
          const books = new Map<string, ListedBook>();
          for (const { changed, removed, query } of steps) {
            const gone = removed.map((n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`);
            // The same book twice in one batch: the last one counts, as the database would have it.
            const latest = [...new Map(changed.map((book) => [book.id, book])).values()].filter(
              (book) => !gone.includes(book.id),
            );
            index.apply(latest, gone);
            for (const id of gone) books.delete(id);
            for (const book of latest) books.set(book.id, book);
            expect(index.find(query)).toEqual(reference([...books.values()], query));
            expect(index.count).toBe(books.size);
            // Kept under its filters, the list's counts serve its other pages and sorts until a change.
            for (const asked of [query, { ...query, sort: 'price_desc' as const, page: 1 }, query]) {
              expect(index.find(asked)).toEqual(reference([...books.values()], asked));
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts a list again after any change to the index, and serves its other pages from the count', () => {
    const index = new BookIndex();
    const novels = {
      category: 'novel',
      sort: 'newest',
      readerLanguage: 'esp',
      page: 1,
      pageSize: 2,
    } as const;
    const languagesOf = (answer: ReturnType<BookIndex['find']>) => answer.facets.languages;
    index.apply([book(1, 'esp'), book(2, 'esp'), book(3, 'eng')]);
    expect(index.find(novels)).toMatchObject({ ids: [bookId(3), bookId(2)], total: 3 });
    expect(index.find({ ...novels, page: 2 })).toMatchObject({ ids: [bookId(1)], total: 3 });
    expect(index.find({ ...novels, page: 3 })).toMatchObject({ ids: [], total: 3 });

    index.apply([book(4, 'esp')]);
    expect(index.find({ ...novels, page: 2 })).toMatchObject({ ids: [bookId(2), bookId(1)], total: 4 });
    index.apply([], [bookId(2)]);
    expect(index.find({ ...novels, sort: 'price_asc' })).toMatchObject({
      ids: [bookId(1), bookId(3)],
      total: 3,
    });
    index.apply([book(1, 'eng')]);
    expect(languagesOf(index.find(novels))).toEqual([
      { language: 'eng', count: 2 },
      { language: 'esp', count: 1 },
    ]);
  });

  it("keeps a search's best matches in their order, and filters and counts only them", () => {
    const index = new BookIndex();
    index.apply([book(1, 'esp'), book(2, 'eng'), book(3, 'esp'), book(4, 'esp')]);
    const slots = [bookId(3), bookId(2), bookId(1)].map((id) => index.slotOf(id) as number);
    const query = {
      sort: 'relevance',
      readerLanguage: 'esp',
      page: 1,
      pageSize: 10,
      matched: slots,
    } as const;

    expect(index.find(query).ids).toEqual([bookId(3), bookId(2), bookId(1)]);
    const spanish = index.find({ ...query, language: 'esp' });
    expect(spanish.ids).toEqual([bookId(3), bookId(1)]);
    expect(spanish.facets.languages).toEqual([
      { language: 'esp', count: 2 },
      { language: 'eng', count: 1 },
    ]);
    expect(index.find({ ...query, sort: 'price_asc' }).ids).toEqual([bookId(1), bookId(2), bookId(3)]);
  });
});

describe('a search’s ties', () => {
  it('are ranked by name in code point order, as the database orders names, not in JavaScript’s', () => {
    const index = new BookIndex();
    // Names of one length in characters: by code point "ｚ" (U+FF5A) comes before "🌑" (U+1F311),
    // in JavaScript's own order (UTF-16) after. The ids are in the other order.
    const names = ['luna 🌑', 'luna ｚ', 'luna z'];
    index.apply(
      names.map((name, n) => ({
        ...book(n, 'esp'),
        nameEng: name,
        nameEsp: name,
        search: {
          keyEng: name,
          keyEsp: name,
          tokensEng: name,
          tokensEsp: name,
          authorTokensEng: 'someone',
          authorTokensEsp: 'alguien',
        },
      })),
    );
    const found = index.searchBooks('luna', 'esp', { max: 10, fewFound: 5 });
    expect(found?.ids.map((id) => names[Number(id.slice(-12))])).toEqual(['luna z', 'luna ｚ', 'luna 🌑']);
  });
});

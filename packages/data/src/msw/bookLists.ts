import {
  type Book,
  type BookFacets,
  type BookListQuery,
  bookListQuerySchema,
  bookSchema,
  booksQuerySchema,
  type Category,
  categoryTree,
  categoryWithSubcategories,
  isBookListRequest,
  isTopCategory,
  RATING_FILTER_STEPS,
  RELATED_BOOKS_LIMIT,
  SEARCH_BOOKS_MAX,
  topCategories,
} from '@bookshop/contract';
import { HttpResponse, http } from 'msw';
import { api, isUuid, notFound, parse, queryOf } from './respond';
import type { MswState } from './state';

// `GET /books` as the API answers it (apps/api/src/book-lists), over the fake server's few books: the
// SPEC's newest books for `limit`, else a page of a category's or a search's list with its facets.
// Plain and slow (every answer filters every book), as befits a handful of fixtures.

type StateBook = MswState['books'][number];
const listed = (book: StateBook): Book => bookSchema.parse(book);

const plain = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
const newest = (a: Book, b: Book) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

function inCategories(book: Book, categories: readonly string[]): boolean {
  return book.category.some((slug) => categories.includes(slug));
}

/** A search as the API's, roughly: the text in the name (either language) or in the author's name. */
function found(books: Book[], text: string): Book[] {
  const asked = plain(text);
  const inName = books.filter((book) => plain(`${book.name.eng} ${book.name.esp}`).includes(asked));
  const byAuthor = books.filter(
    (book) =>
      !inName.includes(book) && plain(`${book.author.name.eng} ${book.author.name.esp}`).includes(asked),
  );
  return [...inName, ...byAuthor];
}

const trigrams = (text: string) => {
  const padded = `  ${plain(text)} `;
  return new Set(Array.from({ length: padded.length - 2 }, (_, i) => padded.slice(i, i + 3)));
};

/** "Did you mean": the name sharing most of the text's trigrams, if it shares a third of them. */
function closest(books: Book[], text: string) {
  const asked = trigrams(text);
  let best: { book: Book; score: number } | undefined;
  for (const book of books) {
    const name = trigrams(`${book.name.eng} ${book.name.esp}`);
    const score = [...asked].filter((trigram) => name.has(trigram)).length / asked.size;
    if (score >= 1 / 3 && (!best || score > best.score)) best = { book, score };
  }
  return best ? { _id: best.book._id, image: best.book.image, name: best.book.name } : null;
}

function sorted(books: Book[], query: BookListQuery): Book[] {
  const byName = (a: Book, b: Book) =>
    plain(a.name[query.readerLanguage]).localeCompare(plain(b.name[query.readerLanguage]));
  const orders: Record<BookListQuery['sort'], ((a: Book, b: Book) => number) | undefined> = {
    newest,
    price_asc: (a, b) => a.price - b.price || newest(a, b),
    price_desc: (a, b) => b.price - a.price || newest(a, b),
    rating: (a, b) => b.averageRating - a.averageRating || b.ratingsCount - a.ratingsCount || newest(a, b),
    title: (a, b) => byName(a, b) || newest(a, b),
    relevance: undefined,
  };
  const order = orders[query.sort];
  return order ? [...books].sort(order) : books;
}

function topOf(category: Category): Category {
  if (isTopCategory(category)) return category;
  return topCategories.find((top) => (categoryTree[top] as readonly string[]).includes(category)) ?? 'other';
}

/** The facets, each counted with every filter but its own, as the API counts them. */
function facetsOf(books: Book[], query: BookListQuery): BookFacets {
  const asked = query.category ? categoryWithSubcategories(query.category) : undefined;
  const filters = {
    category: (book: Book) => !asked || inCategories(book, asked),
    language: (book: Book) => query.language === undefined || book.language === query.language,
    price: (book: Book) =>
      book.price >= (query.minPrice ?? -Infinity) && book.price <= (query.maxPrice ?? Infinity),
    year: (book: Book) =>
      book.year >= (query.minYear ?? -Infinity) && book.year <= (query.maxYear ?? Infinity),
    rating: (book: Book) => book.averageRating >= (query.minRating ?? -Infinity),
  };
  const allBut = (own: keyof typeof filters) =>
    books.filter((book) => Object.entries(filters).every(([name, keep]) => name === own || keep(book)));

  const languageCounts = new Map<string, number>();
  for (const book of allBut('language')) {
    languageCounts.set(book.language, (languageCounts.get(book.language) ?? 0) + 1);
  }
  if (query.language !== undefined && !languageCounts.has(query.language))
    languageCounts.set(query.language, 0);
  const top = query.category ? topOf(query.category) : undefined;
  const categoryList: Category[] = top
    ? [...categoryTree[top as keyof typeof categoryTree]]
    : [...topCategories];
  const inScope = allBut('category').filter(
    (book) => !top || inCategories(book, categoryWithSubcategories(top)),
  );
  const prices = allBut('price').map((book) => book.price);
  const years = allBut('year').map((book) => book.year);
  const rated = allBut('rating');
  const steps = [...new Set([...RATING_FILTER_STEPS, ...(query.minRating ? [query.minRating] : [])])].sort(
    (a, b) => b - a,
  );
  return {
    languages: [...languageCounts]
      .map(([language, count]) => ({ language, count }))
      .sort((a, b) => b.count - a.count || (a.language < b.language ? -1 : 1)),
    categories: categoryList.map((category) => ({
      category,
      count: inScope.filter((book) =>
        inCategories(book, top ? [category] : categoryWithSubcategories(category)),
      ).length,
    })),
    price: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
    year: years.length ? { min: Math.min(...years), max: Math.max(...years) } : null,
    ratings: steps.map((minRating) => ({
      minRating,
      count: rated.filter((book) => book.averageRating >= minRating).length,
    })),
  };
}

/** A page of a list, as `GET /books` answers it. */
export function bookListPage(allBooks: Book[], query: BookListQuery) {
  const matched = query.q ? found(allBooks, query.q) : [...allBooks].sort(newest);
  const ranked = matched.slice(0, SEARCH_BOOKS_MAX);
  const asked = query.category ? categoryWithSubcategories(query.category) : undefined;
  const shown = ranked.filter(
    (book) =>
      (!asked || inCategories(book, asked)) &&
      (query.language === undefined || book.language === query.language) &&
      book.price >= (query.minPrice ?? -Infinity) &&
      book.price <= (query.maxPrice ?? Infinity) &&
      book.year >= (query.minYear ?? -Infinity) &&
      book.year <= (query.maxYear ?? Infinity) &&
      book.averageRating >= (query.minRating ?? -Infinity),
  );
  const start = (query.page - 1) * query.pageSize;
  const page = {
    books: sorted(shown, query).slice(start, start + query.pageSize),
    total: shown.length,
    page: query.page,
    pageSize: query.pageSize,
    facets: facetsOf(ranked, query),
  };
  if (!query.q) return page;
  return {
    ...page,
    suggestion: matched.length === 0 ? closest(allBooks, query.q) : null,
    truncated: matched.length > SEARCH_BOOKS_MAX,
  };
}

/** `GET /books` (the SPEC's newest books, or a page of a list) and `GET /books/:id/related`. */
export function bookListHandlers(state: MswState) {
  return [
    http.get(api('/books'), ({ request }) => {
      const query = parse(booksQuerySchema, queryOf(request));
      if (query instanceof Response) return query;
      const books = state.books.map(listed);
      if (query.kind === 'list') return HttpResponse.json(bookListPage(books, query.list));
      const wanted = query.category ? categoryWithSubcategories(query.category) : undefined;
      const shown = wanted ? books.filter((book) => inCategories(book, wanted)) : books;
      return HttpResponse.json({ books: shown.slice(0, query.limit) });
    }),
    http.get(api('/books/:id/related'), ({ params }) => {
      const book = isUuid(params.id) ? state.books.find((b) => b._id === params.id) : undefined;
      if (!book) return notFound('Book');
      const others = state.books
        .filter((other) => other._id !== book._id)
        .map(listed)
        .sort(newest);
      return HttpResponse.json({
        byAuthor: others
          .filter((other) => other.author._id === book.author._id)
          .slice(0, RELATED_BOOKS_LIMIT),
        sameCategory: others
          .filter((other) => other.author._id !== book.author._id && inCategories(other, book.category))
          .slice(0, RELATED_BOOKS_LIMIT),
      });
    }),
  ];
}

/** An empty page of a list, or the SPEC's empty `{ books }`, as the query asks. */
export function emptyBooksAnswer(request: Request) {
  const query = queryOf(request);
  if (!isBookListRequest(query)) return HttpResponse.json({ books: [] });
  const list = parse(bookListQuerySchema, query);
  if (list instanceof Response) return list;
  return HttpResponse.json(bookListPage([], list));
}

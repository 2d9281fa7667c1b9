import type { Database } from '../client';
import { authors, books, comments, publishers, ratings, sliderImages, users } from '../schema';
import { artworkUrl } from './artwork';
import { demoAuthors, demoBooks, demoPublishers, demoSlides } from './demo-catalogue';
import { catalanDemoTexts } from './demo-catalogue-cat';

/**
 * Stock of the demo catalogue (issue 20): a few books down to their last copies and a few sold out,
 * so that the shop shows every stock state; none of them among the newest books, which the tests and
 * the crash and soak checks buy again and again.
 */
const demoFewCopies: Record<string, number> = {
  trafalgar: 0,
  'olvidado-rey-gudu': 0,
  'el-club-dumas': 0,
  'poemas-de-la-oca-loca': 0,
  'calculus-volumen-1': 0,
  'primera-memoria': 1,
  'los-mares-del-sur': 2,
  'finis-mundi': 3,
  cosmos: 2,
  'fluent-python': 1,
};

/** Every other demo book has plenty, varied; the newest two dozen more than any test run buys. */
export function demoStock(key: string, place: number): number {
  return demoFewCopies[key] ?? (place < 24 ? 200 + ((place * 37) % 100) : 8 + ((place * 37) % 60));
}

/**
 * Loads the demo catalogue (books, authors, publishers, slider images) into an empty database, and
 * only then: a restart keeps whatever is there. With `reviews`, demo readers also rate and comment
 * on books, so that "popular" means something on a fresh shop. Returns whether it loaded anything.
 */
export async function seedDemoCatalogue(db: Database, { reviews = false } = {}): Promise<boolean> {
  // Every start asks: one index probe, not a count of every book nor a transaction.
  if (await hasBooks(db)) return false;
  return db.transaction(async (tx) => {
    // Asked again inside the transaction: another process may have loaded it meanwhile.
    if (await hasBooks(tx as unknown as Database)) return false;

    const authorRows = await tx
      .insert(authors)
      .values(
        demoAuthors.map((author) => ({
          nameEng: author.name.eng,
          nameEsp: author.name.esp,
          biographyEng: author.biography.eng,
          biographyEsp: author.biography.esp,
          nameCat: catalanDemoTexts.authors[author.key]?.name,
          biographyCat: catalanDemoTexts.authors[author.key]?.biography,
          image: artworkUrl('authors', author.key),
        })),
      )
      .returning({ id: authors.id });
    const authorIds = new Map(demoAuthors.map((author, i) => [author.key, authorRows[i]?.id]));

    const publisherRows = await tx
      .insert(publishers)
      .values(
        demoPublishers.map((publisher) => ({
          nameEng: publisher.name.eng,
          nameEsp: publisher.name.esp,
          informationEng: publisher.information.eng,
          informationEsp: publisher.information.esp,
          nameCat: catalanDemoTexts.publishers[publisher.key]?.name,
          informationCat: catalanDemoTexts.publishers[publisher.key]?.information,
          image: artworkUrl('publishers', publisher.key),
        })),
      )
      .returning({ id: publishers.id });
    const publisherIds = new Map(demoPublishers.map((publisher, i) => [publisher.key, publisherRows[i]?.id]));

    // One minute apart, in list order, so "newest first" is stable and meaningful.
    const now = Date.now();
    await tx.insert(books).values(
      demoBooks.map((book, i) => ({
        nameEng: book.name.eng,
        nameEsp: book.name.esp,
        titleEng: book.title.eng,
        titleEsp: book.title.esp,
        infoEng: book.info.eng,
        infoEsp: book.info.esp,
        // Catalan where written (titles stay as published: a name only where Catalan calls it otherwise).
        nameCat: catalanDemoTexts.books[book.key]?.name,
        titleCat: catalanDemoTexts.books[book.key]?.title,
        infoCat: catalanDemoTexts.books[book.key]?.info,
        image: artworkUrl('books', book.key),
        category: book.category,
        authorId: required(authorIds.get(book.author), `author ${book.author}`),
        publisherId: required(publisherIds.get(book.publisher), `publisher ${book.publisher}`),
        pagesCount: book.pagesCount,
        language: book.language,
        year: book.year,
        price: book.price,
        stock: demoStock(book.key, i),
        // The edition (issue 38).
        isbn: book.isbn,
        format: book.format ?? 'paperback',
        translator: book.translator,
        series: book.series,
        seriesNumber: book.seriesNumber,
        createdAt: new Date(now - i * 60_000),
      })),
    );
    await tx.insert(sliderImages).values(
      demoSlides.map((slide, position) => ({
        image: artworkUrl('slides', slide.key),
        headlineEng: slide.headline.eng,
        headlineEsp: slide.headline.esp,
        headlineCat: catalanDemoTexts.slides[slide.key]?.headline,
        link: slide.link,
        position,
      })),
    );
    if (reviews) await seedDemoReviews(tx as unknown as Database, now);
    return true;
  });
}

async function hasBooks(db: Database): Promise<boolean> {
  return (await db.select({ id: books.id }).from(books).limit(1)).length > 0;
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo catalogue refers to an unknown ${what}`);
  return value;
}

const demoReaders = [
  ['Núria', 'Puig'],
  ['Jordi', 'Vidal'],
  ['Lucía', 'Martín'],
  ['Pau', 'Serra'],
  ['Carmen', 'Ortega'],
  ['Oriol', 'Font'],
  ['Elena', 'Romero'],
] as const;

const demoCommentTexts = [
  'Could not put it down. / No podía dejarlo.',
  'A classic that deserves every reread.',
  'Me encantó: lo regalé a mi hermana por Sant Jordi.',
  'Beautiful edition, arrived the next day in Gràcia.',
  'Un poco lento al principio, pero el final lo compensa.',
  'Our book club discussed it for two hours.',
  'Perfecto para el verano en la playa.',
];

/**
 * Demo readers (who cannot sign in: their password hash is empty) rate and comment on a deterministic
 * spread of books, with comment dates over the last 60 days.
 */
async function seedDemoReviews(db: Database, now: number): Promise<void> {
  const readers = await db
    .insert(users)
    .values(
      demoReaders.map(([name, surname]) => ({
        name,
        surname,
        email: `${name
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toLowerCase()}.${surname.toLowerCase()}@demo.bookshop.local`,
        telephone: '+34 930 000 000',
        passwordHash: '',
        activated: true,
      })),
    )
    .returning({ id: users.id });
  const bookRows = await db.select({ id: books.id }).from(books).orderBy(books.createdAt);
  // A small linear congruential generator: the same "random" reviews on every machine.
  let state = 20_210_423;
  const next = (n: number) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    // The high bits of a linear congruential generator are the random-looking ones.
    return (state >>> 16) % n;
  };
  const ratingRows: (typeof ratings.$inferInsert)[] = [];
  const commentRows: (typeof comments.$inferInsert)[] = [];
  for (const book of bookRows) {
    if (next(3) === 0) continue;
    const raters = next(readers.length + 1);
    for (const reader of readers.slice(0, raters)) {
      ratingRows.push({ userId: reader.id, bookId: book.id, halves: 5 + next(6) });
    }
    if (next(4) === 0) {
      const reader = readers[next(readers.length)];
      const text = demoCommentTexts[next(demoCommentTexts.length)];
      if (reader && text) {
        const createdAt = new Date(now - next(60 * 24) * 60 * 60 * 1000);
        commentRows.push({ userId: reader.id, bookId: book.id, text, createdAt });
      }
    }
  }
  if (ratingRows.length > 0) await db.insert(ratings).values(ratingRows);
  if (commentRows.length > 0) await db.insert(comments).values(commentRows);
}

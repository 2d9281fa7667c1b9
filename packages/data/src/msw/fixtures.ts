import {
  type Author,
  type AuthUser,
  authorSchema,
  authUserSchema,
  type Book,
  type BookDetails,
  bookDetailsSchema,
  bookSchema,
  type Category,
  type Comment,
  commentSchema,
  isbn13From,
  type Publisher,
  publisherSchema,
  type SliderImage,
  sliderImageSchema,
} from '@bookshop/contract';

/** Ids like the server's (UUIDs), so requests that carry them pass the contract's validation. */
export const fixtureId = (kind: number, index: number) =>
  `00000000-0000-4000-8${String(kind).padStart(3, '0')}-${String(index).padStart(12, '0')}`;

/** Every fixture account signs in with this password. */
export const FIXTURE_PASSWORD = 'secret';
/** The code the fake mail carries to activate a new account. */
export const FIXTURE_ACTIVATION_TOKEN = 'activation-code-0001';

const author = {
  _id: fixtureId(1, 1),
  name: { eng: 'Gabriel García Márquez', esp: 'Gabriel García Márquez' },
};
const secondAuthor = { _id: fixtureId(1, 2), name: { eng: 'Carlos Ruiz Zafón', esp: 'Carlos Ruiz Zafón' } };
const publisher = { _id: fixtureId(2, 1), name: { eng: 'Alfaguara', esp: 'Alfaguara' } };
const secondPublisher = { _id: fixtureId(2, 2), name: { eng: 'Planeta', esp: 'Planeta' } };

function fixtureBook(index: number, overrides: Partial<Book> = {}): Book {
  return bookSchema.parse({
    _id: fixtureId(3, index),
    name: { eng: `Book number ${index}`, esp: `Libro número ${index}` },
    title: { eng: 'A novel', esp: 'Una novela' },
    info: { eng: 'A book of the demo shelf.', esp: 'Un libro del estante de muestra.' },
    image: `/images/books/book-${index}-960.webp`,
    category: index % 4 === 0 ? ['fantasy'] : ['novel'],
    // Every third book is by the second author and publisher, so their pages differ.
    author: index % 3 === 0 ? secondAuthor : author,
    publisher: index % 3 === 0 ? secondPublisher : publisher,
    pagesCount: 200 + index,
    language: 'esp',
    year: 2000 + index,
    price: 10 + index + 0.5,
    averageRating: (index % 10) / 2,
    ratingsCount: index,
    // Most books plenty, a few last copies, every seventh sold out: every stock state on a shelf.
    stock: index % 7 === 0 ? 0 : index % 5 === 0 ? 2 : 20,
    // The edition (issue 38): the first book names all of it, the others some.
    isbn: isbn13From(`978840000${String(index).padStart(3, '0')}`),
    format: index % 2 === 0 ? 'hardback' : 'paperback',
    translator: index === 1 ? 'Nadie Traductor' : null,
    series: index === 1 ? 'Clásicos de muestra' : null,
    seriesNumber: index === 1 ? 1 : null,
    createdAt: new Date(Date.UTC(2026, 0, 30 - index)).toISOString(),
    ...overrides,
  });
}

/** Books newest first, validated by the contract so handlers answer exactly like the API. */
export const fixtureBooks: Book[] = [
  fixtureBook(1, {
    name: { eng: 'One Hundred Years of Solitude', esp: 'Cien años de soledad' },
    price: 21.9,
    averageRating: 4.5,
  }),
  ...Array.from({ length: 23 }, (_, i) => fixtureBook(i + 2)),
];

const shelfLanguages = ['esp', 'eng', 'cat'] as const;
const shelfCategories: Category[][] = [
  ['novel'],
  ['classic', 'novel'],
  ['fantasy'],
  ['detective'],
  ['history'],
  ['poem'],
];

/**
 * Many books for the list pages' stories (pages, sorts, facets): three languages, several
 * subcategories of `imaginative`, prices, years and ratings spread out, newest first; ids after
 * `fixtureBooks`' own.
 */
export function fixtureShelf(count = 60): Book[] {
  return Array.from({ length: count }, (_, i) => {
    const index = 101 + i;
    return fixtureBook(index, {
      name: { eng: `Shelf book ${i + 1}`, esp: `Libro del estante ${i + 1}` },
      category: shelfCategories[i % shelfCategories.length],
      language: shelfLanguages[i % 7 === 0 ? 2 : i % 3 === 0 ? 1 : 0],
      year: 1950 + ((i * 7) % 75),
      price: 6 + ((i * 13) % 40) + 0.95,
      averageRating: (i % 11) / 2,
      ratingsCount: i % 11 === 0 ? 0 : 1 + (i % 9),
      createdAt: new Date(Date.UTC(2025, 11, 31) - i * 86_400_000).toISOString(),
    });
  });
}

export const fixtureUser: AuthUser = authUserSchema.parse({
  _id: fixtureId(4, 1),
  name: 'Mercè',
  surname: 'Rodoreda',
  email: 'merce@example.com',
  telephone: '+34 931 234 567',
  profileImage: null,
  role: 'user',
  activated: true,
});

export const fixtureAdmin: AuthUser = authUserSchema.parse({
  ...fixtureUser,
  _id: fixtureId(4, 2),
  name: 'Admin',
  email: 'admin@example.com',
  role: 'admin',
});

export function fixtureComment(index: number, overrides: Partial<Comment> = {}): Comment {
  return commentSchema.parse({
    _id: fixtureId(5, index),
    text: `Comment number ${index}`,
    author: { _id: fixtureId(4, 3), name: 'Pol', surname: 'Ferrer', profileImage: null },
    book: fixtureId(3, 1),
    createdAt: new Date(Date.UTC(2026, 1, 10 - index)).toISOString(),
    evaluations: [],
    ...overrides,
  });
}

/**
 * A book as its page loads it: one reader's comment (ids unique per book), and on the first book also
 * one by the signed-in fixture user, who may delete it.
 */
export function fixtureBookDetails(book: Book = fixtureBooks[0] as Book): BookDetails {
  const index = fixtureBooks.indexOf(book) + 1 || 99;
  const comments = [fixtureComment(index * 10 + 1, { book: book._id })];
  if (index === 1) {
    comments.push(
      fixtureComment(index * 10 + 2, {
        book: book._id,
        text: 'Lo leí en un verano en Gràcia.',
        author: {
          _id: fixtureUser._id,
          name: fixtureUser.name,
          surname: fixtureUser.surname,
          profileImage: null,
        },
      }),
    );
  }
  return bookDetailsSchema.parse({ ...book, myRating: null, comments });
}

/** Authors sorted by English name, as the API sends them. */
export const fixtureAuthors: Author[] = [
  authorSchema.parse({
    _id: secondAuthor._id,
    name: secondAuthor.name,
    biography: { eng: 'Novelist from Barcelona.', esp: 'Novelista de Barcelona.' },
    image: '/images/authors/ruiz-zafon-960.webp',
  }),
  authorSchema.parse({
    _id: author._id,
    name: author.name,
    biography: { eng: 'Colombian novelist.', esp: 'Novelista colombiano.' },
    image: '/images/authors/garcia-marquez-960.webp',
  }),
];

/** Publishers sorted by English name, as the API sends them. */
export const fixturePublishers: Publisher[] = [
  publisherSchema.parse({
    _id: publisher._id,
    name: publisher.name,
    information: { eng: 'Publisher in Madrid.', esp: 'Editorial de Madrid.' },
    image: '/images/publishers/alfaguara-960.webp',
  }),
  publisherSchema.parse({
    _id: secondPublisher._id,
    name: secondPublisher.name,
    information: { eng: 'Publisher in Barcelona.', esp: 'Editorial de Barcelona.' },
    image: '/images/publishers/planeta-960.webp',
  }),
];

export const fixtureSliderImages: SliderImage[] = [1, 2, 3].map((i) =>
  sliderImageSchema.parse({
    _id: fixtureId(6, i),
    image: `/images/slides/slide-${i}-1920.webp`,
    headline: { eng: `Slide ${i}`, esp: `Diapositiva ${i}` },
  }),
);

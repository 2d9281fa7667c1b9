import {
  type Author,
  type AuthUser,
  authorSchema,
  authUserSchema,
  type Book,
  type BookDetails,
  bookDetailsSchema,
  bookSchema,
  type Comment,
  commentSchema,
  type Publisher,
  publisherSchema,
  type SliderImage,
  sliderImageSchema,
} from '@bookshop/contract';

/** Ids like the server's (UUIDs), so requests that carry them pass the contract's validation. */
export const fixtureId = (kind: number, index: number) =>
  `00000000-0000-4000-8${String(kind).padStart(3, '0')}-${String(index).padStart(12, '0')}`;

const author = {
  _id: fixtureId(1, 1),
  name: { eng: 'Gabriel García Márquez', esp: 'Gabriel García Márquez' },
};
const publisher = { _id: fixtureId(2, 1), name: { eng: 'Alfaguara', esp: 'Alfaguara' } };

function fixtureBook(index: number, overrides: Partial<Book> = {}): Book {
  return bookSchema.parse({
    _id: fixtureId(3, index),
    name: { eng: `Book number ${index}`, esp: `Libro número ${index}` },
    title: { eng: 'A novel', esp: 'Una novela' },
    info: { eng: 'A book of the demo shelf.', esp: 'Un libro del estante de muestra.' },
    image: `/images/books/book-${index}.svg`,
    category: ['novel'],
    author,
    publisher,
    pagesCount: 200 + index,
    language: 'esp',
    year: 2000 + index,
    price: 10 + index + 0.5,
    averageRating: (index % 10) / 2,
    ratingsCount: index,
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

export function fixtureBookDetails(book: Book = fixtureBooks[0] as Book): BookDetails {
  return bookDetailsSchema.parse({
    ...book,
    myRating: null,
    comments: [fixtureComment(1, { book: book._id })],
  });
}

export const fixtureAuthors: Author[] = [
  authorSchema.parse({
    _id: author._id,
    name: author.name,
    biography: { eng: 'Colombian novelist.', esp: 'Novelista colombiano.' },
    image: '/images/authors/garcia-marquez.svg',
  }),
];

export const fixturePublishers: Publisher[] = [
  publisherSchema.parse({
    _id: publisher._id,
    name: publisher.name,
    information: { eng: 'Publisher in Madrid.', esp: 'Editorial de Madrid.' },
    image: '/images/publishers/alfaguara.svg',
  }),
];

export const fixtureSliderImages: SliderImage[] = [1, 2, 3].map((i) =>
  sliderImageSchema.parse({
    _id: fixtureId(6, i),
    image: `/images/slides/slide-${i}.svg`,
    alt: { eng: `Slide ${i}`, esp: `Diapositiva ${i}` },
  }),
);

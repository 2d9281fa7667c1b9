import {
  type Author,
  authorSchema,
  type Book,
  bookSchema,
  isbn13From,
  type SearchResult,
} from '@bookshop/contract';

/** Ids like the server's (UUIDs), so that answers pass the contract's checks. */
const fixtureId = (kind: number, index: number) =>
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
    image: `/images/books/book-${index}-960.webp`,
    category: ['novel'],
    author,
    publisher,
    pagesCount: 200 + index,
    language: 'esp',
    year: 2000 + index,
    price: 10 + index + 0.5,
    averageRating: (index % 10) / 2,
    ratingsCount: index,
    stock: 20,
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

/** Books newest first, checked by the contract, so fixed answers are exactly the API's shape. */
export const fixtureBooks: Book[] = [
  fixtureBook(1, {
    name: { eng: 'One Hundred Years of Solitude', esp: 'Cien años de soledad' },
    price: 21.9,
    averageRating: 4.5,
  }),
  ...Array.from({ length: 5 }, (_, i) => fixtureBook(i + 2)),
];

export const fixtureAuthor: Author = authorSchema.parse({
  ...author,
  biography: { eng: 'Colombian novelist.', esp: 'Novelista colombiano.' },
  image: '/images/authors/garcia-marquez-960.webp',
});

/** A book, author or publisher as the header's search lists it. */
export const asSearchResult = ({ _id, image, name }: Book | Author): SearchResult => ({ _id, image, name });

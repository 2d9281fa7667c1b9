import { type Book, bookSchema } from '@bookshop/contract';

const author = {
  _id: 'author-garcia-marquez',
  name: { eng: 'Gabriel García Márquez', esp: 'Gabriel García Márquez' },
};
const publisher = { _id: 'publisher-alfaguara', name: { eng: 'Alfaguara', esp: 'Alfaguara' } };

function fixtureBook(index: number, overrides: Partial<Book> = {}): Book {
  return bookSchema.parse({
    _id: `book-${index}`,
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

import {
  type Book,
  bookListApiPath,
  categorySchema,
  categoryWithSubcategories,
  NEW_BOOKS_LIMIT,
  shopPaths,
} from '@bookshop/contract';
import { findAuthor } from '../db/authors';
import { findBook, listNewBooks } from '../db/books';
import type { Database } from '../db/client';
import { findPublisher } from '../db/publishers';
import { listSliderImages } from '../db/slider';
import { bookBreadcrumbs, categoryBreadcrumbs } from './breadcrumbs';
import { categoryTitles } from './categories';
import type { PageHead } from './head';

// The shop opens in Spanish, so the head a crawler or a link preview reads is the Spanish one.
export const SITE_NAME = 'Librería Barcelona';
const HOME_DESCRIPTION =
  'Librería online en Barcelona: novelas, clásicos, libros infantiles, educativos y de programación, en español y en inglés.';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Search engines show about 155 characters of a description. */
function summary(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

const titled = (page: string) => `${page} - ${SITE_NAME}`;

export async function homeHead(db: Database): Promise<PageHead> {
  const [firstSlide] = await listSliderImages(db);
  return {
    title: SITE_NAME,
    description: HOME_DESCRIPTION,
    canonicalPath: shopPaths.main(),
    type: 'website',
    route: 'main',
    preloadImage: firstSlide?.image,
    // Exactly the addresses the shop's data layer asks for (packages/data: newBooks, slider).
    preloadData: [`/api/books?limit=${NEW_BOOKS_LIMIT}`, '/api/slider-images'],
  };
}

function bookStructuredData(book: Book, url: string, imageUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Book',
    name: book.name.esp,
    alternateName: book.name.eng === book.name.esp ? undefined : book.name.eng,
    description: book.info.esp,
    image: imageUrl,
    url,
    inLanguage: book.language,
    numberOfPages: book.pagesCount,
    datePublished: String(book.year),
    author: { '@type': 'Person', name: book.author.name.esp },
    publisher: { '@type': 'Organization', name: book.publisher.name.esp },
    aggregateRating:
      book.ratingsCount > 0
        ? { '@type': 'AggregateRating', ratingValue: book.averageRating, ratingCount: book.ratingsCount }
        : undefined,
    offers: {
      '@type': 'Offer',
      price: book.price.toFixed(2),
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}

export async function bookHead(db: Database, id: string, origin: string): Promise<PageHead | undefined> {
  const book = uuidPattern.test(id) ? await findBook(db, id) : undefined;
  if (!book) return undefined;
  const canonicalPath = shopPaths.book(book._id, book.name.eng);
  return {
    title: titled(`${book.name.esp}, ${book.author.name.esp}`),
    description: summary(book.info.esp),
    canonicalPath,
    type: 'book',
    image: book.image,
    route: 'book',
    preloadImage: book.image,
    preloadData: [`/api/books/${book._id}`],
    structuredData: [
      bookStructuredData(book, origin + canonicalPath, origin + book.image),
      bookBreadcrumbs({ name: book.name.esp, categories: book.category, path: canonicalPath }, origin),
    ],
  };
}

export async function authorHead(db: Database, id: string): Promise<PageHead | undefined> {
  const author = uuidPattern.test(id) ? await findAuthor(db, id) : undefined;
  if (!author) return undefined;
  return {
    title: titled(author.name.esp),
    description: summary(author.biography.esp),
    canonicalPath: shopPaths.author(author._id, author.name.eng),
    type: 'website',
    route: 'entity',
    image: author.image,
  };
}

export async function publisherHead(db: Database, id: string): Promise<PageHead | undefined> {
  const publisher = uuidPattern.test(id) ? await findPublisher(db, id) : undefined;
  if (!publisher) return undefined;
  return {
    title: titled(publisher.name.esp),
    description: summary(publisher.information.esp),
    canonicalPath: shopPaths.publisher(publisher._id, publisher.name.eng),
    type: 'website',
    route: 'entity',
    image: publisher.image,
  };
}

export async function categoryHead(
  db: Database,
  slug: string,
  origin: string,
): Promise<PageHead | undefined> {
  const category = categorySchema.safeParse(slug);
  if (!category.success) return undefined;
  const name = categoryTitles[category.data];
  // The page lists the category's newest books first: the first cover is its largest picture.
  const [newest] = await listNewBooks(db, 1, categoryWithSubcategories(category.data));
  return {
    title: titled(name),
    description: `${name}: libros de la categoría en ${SITE_NAME}, en español y en inglés, con envío a domicilio.`,
    canonicalPath: shopPaths.category(category.data),
    type: 'website',
    route: 'category',
    preloadImage: newest?.image,
    // Exactly the address the shop's data layer asks for its first page (packages/data: bookListQuery).
    preloadData: [`/api${bookListApiPath({ category: category.data })}`],
    structuredData: [categoryBreadcrumbs(category.data, origin)],
  };
}

/** The head of the shop's not-found screen (answered with status 404). */
export const notFoundHead: PageHead = {
  title: titled('Página no encontrada'),
  description: 'La página que buscas no está disponible.',
  type: 'website',
};

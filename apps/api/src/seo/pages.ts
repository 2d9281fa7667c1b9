import {
  type Book,
  type BookFormat,
  categoryName,
  categorySchema,
  categoryWithSubcategories,
  type InLanguages,
  inLanguage,
  type Language,
  type LocalisedText,
  type StockState,
  shopIdentity,
  shopImageSizes,
  shopPaths,
  stockState,
  textIn,
} from '@bookshop/contract';
import { findAuthor } from '../db/authors';
import { findBook, listNewBooks } from '../db/books';
import type { Database } from '../db/client';
import { findPublisher } from '../db/publishers';
import { listSliderImages } from '../db/slider';
import { bookBreadcrumbs, categoryBreadcrumbs } from './breadcrumbs';
import type { PageHead } from './head';
import { catalanPageTexts } from './pagesCat';

// The shop opens in Spanish, so the head a crawler or a link preview reads is the Spanish one; a reader
// who chose English (its cookie) gets the English head.
export const SITE_NAME = shopIdentity.name.esp;
// The descriptions name no languages: the shop offers those of SHOP_LANGUAGES, whichever they are.
const homeDescriptions: LocalisedText = {
  cat: catalanPageTexts.homeDescription,
  esp: 'Librería online en Barcelona: novelas, clásicos, libros infantiles, educativos y de programación.',
  eng: 'Online bookshop in Barcelona: novels, classics, children’s, educational and programming books.',
};
/** A category page's description, given the category's name in the reader's language. */
const categoryDescriptions: InLanguages<(name: string) => string> = {
  esp: (name) => `${name}: libros de la categoría en ${SITE_NAME}, con envío a domicilio.`,
  eng: () => `Books of this category at ${shopIdentity.name.eng}, delivered to your door.`,
  cat: catalanPageTexts.categoryDescription,
};
const searchTitles: InLanguages<(text: string) => string> = {
  esp: (text) => `Resultados para «${text}»`,
  eng: (text) => `Results for "${text}"`,
  cat: catalanPageTexts.searchTitle,
};
const searchDescriptions: InLanguages<(text: string) => string> = {
  esp: (text) => `Libros, autores y editoriales que coinciden con «${text}».`,
  eng: (text) => `Books, authors and publishers matching "${text}".`,
  cat: catalanPageTexts.searchDescription,
};
const notFoundTitles: LocalisedText = {
  esp: 'Página no encontrada',
  eng: 'Page not found',
  cat: catalanPageTexts.notFoundTitle,
};
const notFoundDescriptions: LocalisedText = {
  esp: 'La página que buscas no está disponible.',
  eng: 'The page you are looking for is not available.',
  cat: catalanPageTexts.notFoundDescription,
};
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Search engines show about 155 characters of a description. */
function summary(text: string, max = 155): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

const titled = (page: string, language: Language = 'esp') => `${page} - ${siteName(language)}`;

export async function homeHead(db: Database, language: Language = 'esp'): Promise<PageHead> {
  const [firstSlide] = await listSliderImages(db);
  return {
    title: siteName(language),
    description: textIn(homeDescriptions, language),
    language,
    canonicalPath: shopPaths.main(),
    type: 'website',
    preloadImage: firstSlide && { image: firstSlide.image, sizes: shopImageSizes.slide },
  };
}

/** What search engines are told of a book's stock (schema.org's ItemAvailability), by the shop's own states. */
const schemaAvailability: Record<StockState, string> = {
  inStock: 'https://schema.org/InStock',
  lastCopies: 'https://schema.org/LimitedAvailability',
  soldOut: 'https://schema.org/OutOfStock',
};

/** schema.org's BookFormatType of each of the shop's formats. */
const schemaBookFormat: Record<BookFormat, string> = {
  paperback: 'https://schema.org/Paperback',
  hardback: 'https://schema.org/Hardcover',
  ebook: 'https://schema.org/EBook',
};

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
    // The edition (issue 38).
    isbn: book.isbn ?? undefined,
    bookFormat: book.format ? schemaBookFormat[book.format] : undefined,
    translator: book.translator ? { '@type': 'Person', name: book.translator } : undefined,
    isPartOf: book.series
      ? { '@type': 'BookSeries', name: book.series, position: book.seriesNumber ?? undefined }
      : undefined,
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
      availability: schemaAvailability[stockState(book.stock)],
      url,
    },
  };
}

export async function bookHead(
  db: Database,
  id: string,
  origin: string,
  language: Language = 'esp',
): Promise<PageHead | undefined> {
  const book = uuidPattern.test(id) ? await findBook(db, id) : undefined;
  if (!book) return undefined;
  const canonicalPath = shopPaths.book(book._id, book.name.eng);
  return {
    title: titled(`${textIn(book.name, language)}, ${textIn(book.author.name, language)}`, language),
    description: summary(textIn(book.info, language)),
    language,
    canonicalPath,
    type: 'book',
    image: book.image,
    preloadImage: { image: book.image, sizes: shopImageSizes.bookCover },
    structuredData: [
      bookStructuredData(book, origin + canonicalPath, origin + book.image),
      bookBreadcrumbs(
        { name: textIn(book.name, language), categories: book.category, path: canonicalPath },
        origin,
        language,
      ),
    ],
  };
}

export async function authorHead(
  db: Database,
  id: string,
  language: Language = 'esp',
): Promise<PageHead | undefined> {
  const author = uuidPattern.test(id) ? await findAuthor(db, id) : undefined;
  if (!author) return undefined;
  return {
    title: titled(textIn(author.name, language), language),
    description: summary(textIn(author.biography, language)),
    language,
    canonicalPath: shopPaths.author(author._id, author.name.eng),
    type: 'website',
    image: author.image,
  };
}

export async function publisherHead(
  db: Database,
  id: string,
  language: Language = 'esp',
): Promise<PageHead | undefined> {
  const publisher = uuidPattern.test(id) ? await findPublisher(db, id) : undefined;
  if (!publisher) return undefined;
  return {
    title: titled(textIn(publisher.name, language), language),
    description: summary(textIn(publisher.information, language)),
    language,
    canonicalPath: shopPaths.publisher(publisher._id, publisher.name.eng),
    type: 'website',
    image: publisher.image,
  };
}

export async function categoryHead(
  db: Database,
  slug: string,
  origin: string,
  language: Language = 'esp',
): Promise<PageHead | undefined> {
  const category = categorySchema.safeParse(slug);
  if (!category.success) return undefined;
  const name = categoryName(category.data, language);
  // The page lists the category's newest books first: the first cover is its largest picture.
  const [newest] = await listNewBooks(db, 1, categoryWithSubcategories(category.data));
  return {
    // An English reader's rendered page gives the title in English (the shop's category names).
    title: titled(name, language),
    description: inLanguage(categoryDescriptions, language)(name),
    language,
    canonicalPath: shopPaths.category(category.data),
    type: 'website',
    preloadImage: newest && { image: newest.image, sizes: shopImageSizes.bookCard },
    structuredData: [categoryBreadcrumbs(category.data, origin, language)],
  };
}

/**
 * The head of a search's results (the shop's render gives the page its own title). Not for search
 * engines: a page for every text anyone typed would be endless and thin.
 */
export function searchHead(text: string, language: Language = 'esp'): PageHead {
  return {
    title: titled(inLanguage(searchTitles, language)(text), language),
    description: inLanguage(searchDescriptions, language)(text),
    type: 'website',
    language,
    noIndex: true,
  };
}

/** The head of the shop's not-found screen (answered with status 404), in the reader's language. */
export function notFoundHead(language: Language = 'esp'): PageHead {
  return {
    title: titled(textIn(notFoundTitles, language), language),
    description: textIn(notFoundDescriptions, language),
    type: 'website',
    language,
  };
}

/**
 * The title and description of a page the browser renders (basket, account, text pages): the shop's
 * name and description in the reader's language until the shop gives the page its own title.
 */
export function shopPageHead(language: Language): Pick<PageHead, 'title' | 'description'> {
  return { title: siteName(language), description: textIn(homeDescriptions, language) };
}

/** The site's name in a language (Open Graph's `og:site_name`). */
export function siteName(language: Language): string {
  return textIn(shopIdentity.name, language);
}

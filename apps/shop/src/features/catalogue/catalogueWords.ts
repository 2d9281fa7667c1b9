import type { Language } from '@bookshop/contract';
import { type BookshopLabels, enGroups, esGroups } from '@bookshop/ui';
import type { Area } from '../../i18n/area';
import { type OverKitPack, withKitGroups } from '../../i18n/kitPack';
import { withLoadedWords } from '../../i18n/languageWords';
import { groupThousands } from '../../i18n/price';

/**
 * A count of books as the language writes it, by hand as prices are: `toLocaleString` here loaded the
 * locale's number data in the middle of a list page's hydration (about 10 ms of one task).
 */
export function formatCount(count: number, language: Language): string {
  return groupThousands(String(Math.trunc(count)), language);
}

/**
 * The texts of the pages that list books (a category, a search's results, an author's or a publisher's
 * books: sorting, filters, pages) and of the main page (its slider and carousels). A book page shows
 * none of them, so they come with those pages' modules rather than with every first page (`area.tsx`).
 */
const ownEsp = {
  sortOptions: {
    newest: 'Novedades',
    price_asc: 'Precio: de menor a mayor',
    price_desc: 'Precio: de mayor a menor',
    rating: 'Mejor valorados',
    title: 'Título: A–Z',
    relevance: 'Más relevantes',
  },
  filters: {
    language: 'Idioma del libro',
    price: 'Precio (€)',
    year: 'Año de publicación',
    rating: 'Valoración',
    subcategories: 'Subcategorías',
    ratingAtLeast: (stars: number) =>
      `${String(stars).replace('.', ',')} ${stars === 1 ? 'estrella' : 'estrellas'} o más`,
  },
  didYouMean: '¿Quizás buscabas…',
  noBooksInCategory: 'Todavía no hay libros en esta categoría',
  noBooksMatch: 'Ningún libro cumple estos filtros.',
  searchResultsFor: (text: string) => `Resultados para «${text}»`,
  resultCount: {
    books: (count: number) => `${formatCount(count, 'esp')} ${count === 1 ? 'libro' : 'libros'}`,
    moreThan: (count: number) => `Más de ${formatCount(count, 'esp')} libros`,
  },
  categoryGrid: {
    empty: 'Todavía no hay libros',
  },
  bookCarousel: {
    previous: 'Anteriores',
    next: 'Siguientes',
    loading: 'Cargando',
  },
};

const esp = withKitGroups(
  {
    filterPanel: esGroups.filterPanel,
    pagination: esGroups.pagination,
    resultCount: esGroups.resultCount,
    sortSelect: esGroups.sortSelect,
    categoryGrid: esGroups.categoryGrid,
    authorPublisherPage: esGroups.authorPublisherPage,
    imageSlider: esGroups.imageSlider,
    bookCarousel: esGroups.bookCarousel,
    entityCarousel: esGroups.entityCarousel,
  },
  ownEsp,
);

/** Every text of the pages that list books, in one language. */
export type CatalogueWords = typeof esp;

const ownEng: OverKitPack<CatalogueWords> = {
  sortOptions: {
    newest: 'Newest',
    price_asc: 'Price: low to high',
    price_desc: 'Price: high to low',
    rating: 'Best rated',
    title: 'Title: A–Z',
    relevance: 'Best match',
  },
  filters: {
    language: 'Book language',
    price: 'Price (€)',
    year: 'Year published',
    rating: 'Rating',
    subcategories: 'Subcategories',
    ratingAtLeast: (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'} & up`,
  },
  didYouMean: 'Did you mean…',
  noBooksInCategory: 'No books in this category yet',
  noBooksMatch: 'No books match these filters.',
  searchResultsFor: (text: string) => `Results for "${text}"`,
  resultCount: {
    books: (count: number) => `${formatCount(count, 'eng')} ${count === 1 ? 'book' : 'books'}`,
    moreThan: (count: number) => `More than ${formatCount(count, 'eng')} books`,
  },
  categoryGrid: {
    empty: 'No books yet',
  },
  imageSlider: { label: 'Highlights', pause: 'Pause the highlights', play: 'Play the highlights' },
  bookCarousel: {
    new: 'New books',
    previous: 'Previous',
    next: 'Next',
    loading: 'Loading',
  },
};

const eng: CatalogueWords = withKitGroups(
  {
    filterPanel: enGroups.filterPanel,
    pagination: enGroups.pagination,
    resultCount: enGroups.resultCount,
    sortSelect: enGroups.sortSelect,
    categoryGrid: enGroups.categoryGrid,
    authorPublisherPage: enGroups.authorPublisherPage,
    imageSlider: enGroups.imageSlider,
    bookCarousel: enGroups.bookCarousel,
    entityCarousel: enGroups.entityCarousel,
  },
  ownEng,
);

/** Both languages; typed as the kit's labels of its groups too, so no kit text can be missing. */
export const catalogueWords: Area<
  CatalogueWords &
    Pick<
      BookshopLabels,
      | 'filterPanel'
      | 'pagination'
      | 'resultCount'
      | 'sortSelect'
      | 'categoryGrid'
      | 'authorPublisherPage'
      | 'imageSlider'
      | 'bookCarousel'
      | 'entityCarousel'
    >
> = withLoadedWords(
  { esp, eng },
  {
    cat: () => import('../../i18n/catalan/catalogueWords').then((module) => module.catalanCatalogueWords),
  },
);

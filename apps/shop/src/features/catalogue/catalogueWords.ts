import type { Language } from '@bookshop/contract';
import type { BookshopLabels } from '@bookshop/ui';
import type { Area } from '../../i18n/area';
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
const esp = {
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
  // The kit's components.
  filterPanel: {
    title: 'Filtros',
    from: 'Desde',
    to: 'Hasta',
    apply: 'Aplicar',
    clear: 'Quitar filtros',
    showBooks: (count: number) => `Ver ${count} ${count === 1 ? 'libro' : 'libros'}`,
    close: 'Cerrar',
  },
  pagination: {
    nav: 'Páginas',
    first: 'Primera página',
    previous: 'Página anterior',
    next: 'Página siguiente',
    last: 'Última página',
    page: (page: number) => `Página ${page}`,
  },
  resultCount: {
    books: (count: number) => `${formatCount(count, 'esp')} ${count === 1 ? 'libro' : 'libros'}`,
    moreThan: (count: number) => `Más de ${formatCount(count, 'esp')} libros`,
  },
  sortSelect: { label: 'Ordenar por' },
  categoryGrid: {
    empty: 'Todavía no hay libros',
    showMore: (shown: number, total: number) => `Mostrar más libros (${shown} de ${total})`,
    loading: 'Cargando libros',
  },
  authorPublisherPage: { books: 'Libros', noBooks: 'Todavía no hay libros' },
  imageSlider: { label: 'Destacados', pause: 'Pausar los destacados', play: 'Reanudar los destacados' },
  bookCarousel: {
    tabs: 'Libros',
    new: 'Novedades',
    popular: 'Populares',
    previous: 'Anteriores',
    next: 'Siguientes',
    loading: 'Cargando',
    empty: 'Todavía no hay libros',
  },
  entityCarousel: {
    authors: 'Autores',
    publishers: 'Editoriales',
    previous: 'Anteriores',
    next: 'Siguientes',
  },
};

/** Every text of the pages that list books, in one language. */
export type CatalogueWords = typeof esp;

const eng: CatalogueWords = {
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
  filterPanel: {
    title: 'Filters',
    from: 'From',
    to: 'To',
    apply: 'Apply',
    clear: 'Clear filters',
    showBooks: (count: number) => `Show ${count} ${count === 1 ? 'book' : 'books'}`,
    close: 'Close',
  },
  pagination: {
    nav: 'Pages',
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
    page: (page: number) => `Page ${page}`,
  },
  resultCount: {
    books: (count: number) => `${formatCount(count, 'eng')} ${count === 1 ? 'book' : 'books'}`,
    moreThan: (count: number) => `More than ${formatCount(count, 'eng')} books`,
  },
  sortSelect: { label: 'Sort by' },
  categoryGrid: {
    empty: 'No books yet',
    showMore: (shown: number, total: number) => `Show more books (${shown} of ${total})`,
    loading: 'Loading books',
  },
  authorPublisherPage: { books: 'Books', noBooks: 'No books yet' },
  imageSlider: { label: 'Highlights', pause: 'Pause the highlights', play: 'Play the highlights' },
  bookCarousel: {
    tabs: 'Books',
    new: 'New books',
    popular: 'Popular',
    previous: 'Previous',
    next: 'Next',
    loading: 'Loading',
    empty: 'No books yet',
  },
  entityCarousel: { authors: 'Authors', publishers: 'Publishers', previous: 'Previous', next: 'Next' },
};

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
> = withLoadedWords({ esp, eng }, (words) => words.catalogue);

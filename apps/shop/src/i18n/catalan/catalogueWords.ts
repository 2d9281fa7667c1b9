import type { catalogueWords } from '../catalogueWords';
import { formatCatalanCount } from './numbers';

/** The texts of the pages that list books and of the main page (`catalogueWords.ts`) in Catalan. */
export const catalanCatalogueWords: (typeof catalogueWords)['esp'] = {
  sortOptions: {
    newest: 'Novetats',
    price_asc: 'Preu: de més baix a més alt',
    price_desc: 'Preu: de més alt a més baix',
    rating: 'Més ben valorats',
    title: 'Títol: A–Z',
    relevance: 'Més rellevants',
  },
  filters: {
    language: 'Llengua del llibre',
    price: 'Preu (€)',
    year: 'Any de publicació',
    rating: 'Valoració',
    subcategories: 'Subcategories',
    ratingAtLeast: (stars: number) =>
      `${String(stars).replace('.', ',')} ${stars === 1 ? 'estrella' : 'estrelles'} o més`,
  },
  didYouMean: 'Potser buscaves…',
  noBooksInCategory: 'Encara no hi ha llibres en aquesta categoria',
  noBooksMatch: 'Cap llibre no compleix aquests filtres.',
  searchResultsFor: (text: string) => `Resultats per a «${text}»`,
  filterPanel: {
    title: 'Filtres',
    from: 'Des de',
    to: 'Fins a',
    apply: 'Aplica',
    clear: 'Treu els filtres',
    showBooks: (count: number) => `Mostra ${count} ${count === 1 ? 'llibre' : 'llibres'}`,
    close: 'Tanca',
  },
  pagination: {
    nav: 'Pàgines',
    first: 'Primera pàgina',
    previous: 'Pàgina anterior',
    next: 'Pàgina següent',
    last: 'Última pàgina',
    page: (page: number) => `Pàgina ${page}`,
  },
  resultCount: {
    books: (count: number) => `${formatCatalanCount(count)} ${count === 1 ? 'llibre' : 'llibres'}`,
    moreThan: (count: number) => `Més de ${formatCatalanCount(count)} llibres`,
  },
  sortSelect: { label: 'Ordena per' },
  categoryGrid: {
    empty: 'Encara no hi ha llibres',
    showMore: (shown: number, total: number) => `Mostra més llibres (${shown} de ${total})`,
    loading: "S'estan carregant els llibres",
  },
  authorPublisherPage: { books: 'Llibres', noBooks: 'Encara no hi ha llibres' },
  imageSlider: { label: 'Destacats', pause: 'Posa en pausa els destacats', play: 'Reprèn els destacats' },
  bookCarousel: {
    tabs: 'Llibres',
    new: 'Novetats',
    popular: 'Populars',
    previous: 'Anteriors',
    next: 'Següents',
    loading: "S'està carregant",
    empty: 'Encara no hi ha llibres',
  },
  entityCarousel: {
    authors: 'Autors',
    publishers: 'Editorials',
    previous: 'Anteriors',
    next: 'Següents',
  },
};

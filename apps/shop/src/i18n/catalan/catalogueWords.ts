import { caGroups } from '@bookshop/ui';
import type { catalogueWords } from '../../features/catalogue/catalogueWords';
import { type OverKitPack, withKitPack } from '../kitPack';
import { formatCatalanCount } from './numbers';

/** The shop's own wording in Catalan: the kit's `ca` pack gives its groups' other texts. */
const own: OverKitPack<(typeof catalogueWords)['esp']> = {
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
  resultCount: {
    books: (count: number) => `${formatCatalanCount(count)} ${count === 1 ? 'llibre' : 'llibres'}`,
    moreThan: (count: number) => `Més de ${formatCatalanCount(count)} llibres`,
  },
  categoryGrid: {
    empty: 'Encara no hi ha llibres',
  },
  bookCarousel: {
    previous: 'Anteriors',
    next: 'Següents',
    loading: "S'està carregant",
  },
};

/** The texts of the pages that list books and of the main page (`catalogueWords.ts`) in Catalan. */
export const catalanCatalogueWords = withKitPack<(typeof catalogueWords)['esp']>(
  {
    filterPanel: caGroups.filterPanel,
    pagination: caGroups.pagination,
    resultCount: caGroups.resultCount,
    sortSelect: caGroups.sortSelect,
    categoryGrid: caGroups.categoryGrid,
    authorPublisherPage: caGroups.authorPublisherPage,
    imageSlider: caGroups.imageSlider,
    bookCarousel: caGroups.bookCarousel,
    entityCarousel: caGroups.entityCarousel,
  },
  own,
);

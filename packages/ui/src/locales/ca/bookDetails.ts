import type { BookshopLabels } from '../types';

export const bookDetails: BookshopLabels['bookDetails'] = {
  author: 'Autor',
  publisher: 'Editorial',
  pages: 'Pàgines',
  language: 'Llengua',
  year: 'Any',
  categories: 'Categories',
  addToBasket: 'Afegeix a la cistella',
  adding: 'Afegint…',
  soldOutHint: 'Esgotat: ara per ara no es pot afegir a la cistella.',
  format: 'Format',
  translator: 'Traducció',
  series: 'Col·lecció',
  isbn: 'ISBN',
};

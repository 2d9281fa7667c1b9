import type { BookshopLabels } from '../types';

export const bookDetails: BookshopLabels['bookDetails'] = {
  author: 'Autor',
  publisher: 'Editorial',
  pages: 'Páginas',
  language: 'Idioma',
  year: 'Año',
  categories: 'Categorías',
  addToBasket: 'Añadir a la cesta',
  adding: 'Añadiendo…',
  soldOutHint: 'Agotado: por ahora no se puede añadir a la cesta.',
  format: 'Formato',
  translator: 'Traducción',
  series: 'Colección',
  isbn: 'ISBN',
};

import type { BookshopLabels } from '../types';
import { catalogueForm } from './catalogueForm';

export const addBookForm: BookshopLabels['addBookForm'] = {
  ...catalogueForm,
  title: 'Afegeix un llibre',
  text: (language) => `Informació en ${language.toLocaleLowerCase('ca')}`,
  image: 'Coberta',
  category: 'Categories',
  categoryHint: 'Marca totes les categories del llibre',
  categorySearch: 'Cerca una categoria',
  authorSearch: 'Cerca un autor',
  publisherSearch: 'Cerca una editorial',
  author: 'Autor',
  publisher: 'Editorial',
  pagesCount: 'Pàgines',
  language: 'Llengua del llibre',
  year: 'Any',
  price: 'Preu',
  isbn: 'ISBN',
  isbnHint: 'ISBN-13 o ISBN-10, amb guions o sense',
  format: 'Format',
  formats: { paperback: 'Rústica', hardback: 'Tapa dura', ebook: 'Llibre electrònic' },
  translator: 'Traducció',
  series: 'Col·lecció',
  seriesNumber: 'Número de la col·lecció',
};

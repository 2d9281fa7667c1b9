import type { BookshopLabels } from '../types';
import { catalogueForm } from './catalogueForm';

export const editBookForm: BookshopLabels['editBookForm'] = {
  ...catalogueForm,
  title: 'Edita el llibre',
  submit: 'Desa',
  stock: 'Exemplars en estoc',
  stockHint: '0 si està esgotat; la botiga diu «últimes unitats» de 3 en avall',
  textEng: 'Informació en anglès',
  textEsp: 'Informació en castellà',
  textCat: 'Informació en català',
  category: 'Categories',
  categoryHint: 'Categories separades per espais, p. ex. «classic novel»',
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

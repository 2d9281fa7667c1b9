import type { BookshopLabels } from '../types';
import { catalogueForm } from './catalogueForm';

export const addBookForm: BookshopLabels['addBookForm'] = {
  ...catalogueForm,
  title: 'Añadir un libro',
  text: (language) => `Información en ${language.toLocaleLowerCase('es')}`,
  image: 'Cubierta',
  category: 'Categorías',
  categoryHint: 'Marca todas las categorías del libro',
  categorySearch: 'Buscar una categoría',
  authorSearch: 'Buscar un autor',
  publisherSearch: 'Buscar una editorial',
  author: 'Autor',
  publisher: 'Editorial',
  pagesCount: 'Páginas',
  language: 'Idioma del libro',
  year: 'Año',
  price: 'Precio',
  isbn: 'ISBN',
  isbnHint: 'ISBN-13 o ISBN-10, con o sin guiones',
  format: 'Formato',
  formats: { paperback: 'Tapa blanda', hardback: 'Tapa dura', ebook: 'Libro electrónico' },
  translator: 'Traducción',
  series: 'Colección',
  seriesNumber: 'Número en la colección',
};

import type { Language } from '@bookshop/contract';
import { atom } from 'jotai';
import { languageAtom } from './language';

/** SPEC section 3's `main.words`: the labels every screen shares (header search, footer address). */
export interface MainWords {
  searchPlaceholder: string;
  books: string;
  authors: string;
  publishers: string;
  noResultsFound: string;
  contacts: string;
  aboutUs: string;
  country: string;
  region: string;
  town: string;
  street: string;
  telephone: string;
}

export const mainWords: Record<Language, MainWords> = {
  esp: {
    searchPlaceholder: 'Buscar libros, autores, editoriales',
    books: 'Libros',
    authors: 'Autores',
    publishers: 'Editoriales',
    noResultsFound: 'No se han encontrado resultados',
    contacts: 'Contactos',
    aboutUs: 'Sobre nosotros',
    country: 'País',
    region: 'Región',
    town: 'Ciudad',
    street: 'Calle',
    telephone: 'Teléfono',
  },
  eng: {
    searchPlaceholder: 'Search books, authors, publishers',
    books: 'Books',
    authors: 'Authors',
    publishers: 'Publishers',
    noResultsFound: 'No results found',
    contacts: 'Contacts',
    aboutUs: 'About us',
    country: 'Country',
    region: 'Region',
    town: 'Town',
    street: 'Street',
    telephone: 'Telephone',
  },
};

/** The `main.words` of the language the reader chose; it changes when the language does. */
export const wordsAtom = atom((get) => mainWords[get(languageAtom)]);

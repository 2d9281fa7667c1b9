import type { Language } from '@bookshop/contract';

/** Interface labels in both languages (SPEC: main.words). */
export const words = {
  esp: {
    siteTitle: 'Librería Barcelona',
    newBooks: 'Novedades',
    addToBasket: 'Añadir a la cesta',
    rating: (value: number) => `Valoración: ${value} de 5`,
    notFoundTitle: 'Página no encontrada',
    notFoundText: 'Parece que te has perdido: la página que buscas no está disponible.',
    backToMain: 'Volver a la página principal',
    loadError: 'No se han podido cargar los libros.',
    retry: 'Reintentar',
    addedToBasket: (name: string) => `«${name}» añadido a la cesta`,
  },
  eng: {
    siteTitle: 'Barcelona Bookshop',
    newBooks: 'New books',
    addToBasket: 'Add to basket',
    rating: (value: number) => `Rating: ${value} of 5`,
    notFoundTitle: 'Page not found',
    notFoundText: "Look like you're lost: the page you are looking for is not available.",
    backToMain: 'Back to the main page',
    loadError: 'The books could not be loaded.',
    retry: 'Try again',
    addedToBasket: (name: string) => `"${name}" added to the basket`,
  },
} satisfies Record<Language, Record<string, unknown>>;

export type Words = (typeof words)['esp'];
export const locales: Record<Language, string> = { esp: 'es-ES', eng: 'en-GB' };

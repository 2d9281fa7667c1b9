/** Words of the shop's Spanish interface that an English or a Catalan page must not show. */
export const spanishWords = [
  'Añadir a la cesta',
  'Novedades',
  'Populares',
  'Cesta',
  'Iniciar sesión',
  'Buscar',
  'Librería Barcelona',
];
/** Words of the English interface that a Spanish or a Catalan page must not show. */
export const englishWords = ['Add to basket', 'New books', 'Basket', 'Sign in', 'Search', 'Page not found'];
/** Words of the Catalan interface that a Spanish or an English page must not show. */
export const catalanWords = [
  'Afegeix a la cistella',
  'Novetats',
  'Populars',
  'Cistella',
  'Inicia la sessió',
  'Llibreria Barcelona',
];

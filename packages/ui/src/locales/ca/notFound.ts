import type { BookshopLabels } from '../types';

export const notFound: BookshopLabels['notFound'] = {
  title: 'Pàgina no trobada',
  text: 'La pàgina que cerques no està disponible.',
  link: 'Torna a la pàgina principal',
};

import type { BookshopLabels } from '../types';

export const notFound: BookshopLabels['notFound'] = {
  title: 'Página no encontrada',
  text: 'La página que buscas no está disponible.',
  link: 'Volver a la página principal',
};

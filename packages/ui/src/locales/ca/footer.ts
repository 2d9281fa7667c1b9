import type { BookshopLabels } from '../types';

export const footer: BookshopLabels['footer'] = {
  nav: 'Lloc web',
  social: 'Segueix-nos',
  toTop: 'Torna amunt',
};

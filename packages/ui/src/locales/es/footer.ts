import type { BookshopLabels } from '../types';

export const footer: BookshopLabels['footer'] = { nav: 'Sitio', social: 'Síguenos', toTop: 'Volver arriba' };

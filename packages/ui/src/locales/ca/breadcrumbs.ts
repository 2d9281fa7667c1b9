import type { BookshopLabels } from '../types';

export const breadcrumbs: BookshopLabels['breadcrumbs'] = { nav: 'Ruta de navegació', home: 'Inici' };

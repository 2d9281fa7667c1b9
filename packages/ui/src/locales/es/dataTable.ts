import type { BookshopLabels } from '../types';

export const dataTable: BookshopLabels['dataTable'] = {
  sortedAscending: 'orden ascendente',
  sortedDescending: 'orden descendente',
  sortable: 'ordenar por esta columna',
  loading: 'Cargando',
  empty: 'No se ha encontrado nada',
};

import type { BookshopLabels } from '../types';

export const dataTable: BookshopLabels['dataTable'] = {
  sortedAscending: 'ordre ascendent',
  sortedDescending: 'ordre descendent',
  sortable: 'ordena per aquesta columna',
  loading: "S'està carregant",
  empty: "No s'ha trobat res",
};

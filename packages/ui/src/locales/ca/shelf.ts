import type { BookshopLabels } from '../types';

export const shelf: BookshopLabels['shelf'] = { previous: 'Anterior', next: 'Següent' };

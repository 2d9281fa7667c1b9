import type { BookshopLabels } from '../types';
import { ofName } from './ofName';

export const basketTable: BookshopLabels['basketTable'] = {
  books: 'Llibres',
  price: 'Preu',
  quantity: 'Quantitat',
  total: 'Total',
  empty: 'La teva cistella és buida',
  add: (name) => `Afegeix un exemplar ${ofName(name)}`,
  remove: (name) => `Treu un exemplar ${ofName(name)}`,
};

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
  removeLastTitle: (name) => `Vols treure «${name}» de la cistella?`,
  removeLastMessage: "És l'últim exemplar d'aquest llibre a la cistella.",
  removeLastConfirm: 'Treu-lo',
};

import type { BookshopLabels } from '../types';

export const basketWidget: BookshopLabels['basketWidget'] = {
  basket: 'Cistella',
  books: (count) => (count === 1 ? 'llibre' : 'llibres'),
  empty: 'La teva cistella és buida',
  goToBasket: 'Mostra la cistella',
};

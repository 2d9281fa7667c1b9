import type { BookshopLabels } from '../types';

export const categoryGrid: BookshopLabels['categoryGrid'] = {
  empty: 'Aquí encara no hi ha llibres',
  showMore: (shown, total) => `Mostra més llibres (${shown} de ${total})`,
  loading: "S'estan carregant els llibres",
};

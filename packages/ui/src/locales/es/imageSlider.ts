import type { BookshopLabels } from '../types';

export const imageSlider: BookshopLabels['imageSlider'] = {
  label: 'Destacados',
  pause: 'Pausar los destacados',
  play: 'Reanudar los destacados',
};

import type { BookshopLabels } from '../types';

export const imageSlider: BookshopLabels['imageSlider'] = {
  label: 'Destacats',
  pause: 'Posa en pausa els destacats',
  play: 'Reprèn els destacats',
};

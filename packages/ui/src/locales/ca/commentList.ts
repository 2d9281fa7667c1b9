import type { BookshopLabels } from '../types';

export const commentList: BookshopLabels['commentList'] = {
  like: "M'agrada",
  dislike: "No m'agrada",
  delete: 'Suprimeix',
  deleteConfirm: 'Vols suprimir aquest comentari?',
  cancel: 'Cancel·la',
  empty: 'Encara no hi ha comentaris',
};

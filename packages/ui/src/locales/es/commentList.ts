import type { BookshopLabels } from '../types';

export const commentList: BookshopLabels['commentList'] = {
  like: 'Me gusta',
  dislike: 'No me gusta',
  delete: 'Eliminar',
  deleteConfirm: '¿Eliminar este comentario?',
  cancel: 'Cancelar',
  empty: 'Todavía no hay comentarios',
};

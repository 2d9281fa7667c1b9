import type { BookshopLabels } from '../types';

export const commentForm: BookshopLabels['commentForm'] = { label: 'Escribe un comentario', send: 'Enviar' };

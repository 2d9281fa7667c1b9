import type { BookshopLabels } from '../types';

export const commentForm: BookshopLabels['commentForm'] = { label: 'Escriu un comentari', send: 'Envia' };

import type { BookshopLabels } from '../types';

export const guestNotice: BookshopLabels['guestNotice'] = { signIn: 'Inicia la sessió' };

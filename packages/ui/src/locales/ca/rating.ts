import type { BookshopLabels } from '../types';
import { stars } from './stars';

export const rating: BookshopLabels['rating'] = { label: 'La teva valoració', value: stars };

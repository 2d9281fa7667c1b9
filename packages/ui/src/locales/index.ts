export { en } from './en';
export { es } from './es';
export { mergeLabels } from './merge';
export type { BookshopLabels } from './types';

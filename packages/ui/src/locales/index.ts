export { ca } from './ca';
export { en } from './en';
export { es } from './es';
export { mergeLabels } from './merge';
export { localePacks } from './packs';
export type { BookshopLabels } from './types';

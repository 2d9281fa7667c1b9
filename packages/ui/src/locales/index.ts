export { ca } from './ca';
export * as caGroups from './caGroups';
export { en } from './en';
export * as enGroups from './enGroups';
export { es } from './es';
export * as esGroups from './esGroups';
export { mergeLabels } from './merge';
export { localePacks } from './packs';
export type { BookshopLabels } from './types';

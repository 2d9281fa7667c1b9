export { CategoryGrid, type CategoryGridProps } from './CategoryGrid';
export type { CategoryGridLabels } from './labels';

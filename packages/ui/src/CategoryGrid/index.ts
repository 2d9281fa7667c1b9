export { CategoryGrid, type CategoryGridProps } from './CategoryGrid';

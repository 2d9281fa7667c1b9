export { BookCard, type BookCardBook, type BookCardProps } from './BookCard';
export type { BookCardLabels } from './labels';

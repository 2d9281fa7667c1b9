export { BookCard, type BookCardBook, type BookCardForLater, type BookCardProps } from './BookCard';
export type { BookCardLabels } from './labels';

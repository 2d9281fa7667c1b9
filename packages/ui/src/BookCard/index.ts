export { BookCard, type BookCardBook, type BookCardLabels, type BookCardProps, bookPath } from './BookCard';

export {
  BookDetails,
  type BookDetailsBook,
  type BookDetailsPerson,
  type BookDetailsProps,
} from './BookDetails';
export type { BookDetailsLabels } from './labels';

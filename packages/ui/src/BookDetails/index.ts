export {
  BookDetails,
  type BookDetailsBook,
  type BookDetailsLabels,
  type BookDetailsPerson,
  type BookDetailsProps,
} from './BookDetails';

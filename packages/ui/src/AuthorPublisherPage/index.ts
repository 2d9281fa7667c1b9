export {
  AuthorPublisherPage,
  type AuthorPublisherPageLabels,
  type AuthorPublisherPageProps,
} from './AuthorPublisherPage';

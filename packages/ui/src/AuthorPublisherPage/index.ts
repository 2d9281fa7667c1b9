export {
  AuthorPublisherPage,
  type AuthorPublisherPageProps,
} from './AuthorPublisherPage';
export type { AuthorPublisherPageLabels } from './labels';

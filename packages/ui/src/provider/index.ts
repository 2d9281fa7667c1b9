export {
  BookshopLabelsScope,
  type BookshopLabelsScopeProps,
  BookshopProvider,
  type BookshopProviderProps,
} from './BookshopProvider';
export { type BookshopLabelsOverride, type LinkProps, useBookshop } from './context';
export type { BookshopRoutes } from './routes';

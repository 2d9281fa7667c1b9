export {
  BookshopLabelsScope,
  type BookshopLabelsScopeProps,
  BookshopProvider,
  type BookshopProviderProps,
} from './BookshopProvider';
export {
  type BookshopLabelsOverride,
  type ImageSourceSet,
  type ImageSourcesFunction,
  type LinkProps,
  useBookshop,
  useImageAttributes,
} from './context';
export { type BookshopRoutes, defaultRoutes } from './routes';

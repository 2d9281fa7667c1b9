// Settings: theme, locale and currency, texts, links and routes.

// Components.
export * from './AccountSettingsForm';
export * from './AdminForms';
export * from './AdminOrders';
export * from './AuthorPublisherPage';
export * from './BasketTable';
export * from './BookCard';
export * from './BookCarousel';
export * from './BookDetails';
export * from './Breadcrumbs';
export * from './CategoryGrid';
export * from './CheckoutForm';
export * from './Comments';
export * from './ConfirmDialog';
export * from './ContactsBlock';
export * from './DataTable';
export * from './EntityCarousel';
export * from './FilterPanel';
export * from './Footer';
// Issue 37: books kept for later.
export * from './ForLaterButton';
export * from './FormField';
export * from './format';
export * from './GuestNotice';
export * from './Header';
// ImageSlider needs swiper: it is in `@bookshop/ui/image-slider` (src/image-slider.ts); its texts are here.
export type { ImageSliderLabels } from './ImageSlider/labels';
export * from './ImageUploader';
export * from './Link';
export * from './locales';
export * from './NavBar';
export * from './NotFound';
export * from './OrderDetail';
export * from './OrderStatus';
export * from './OrdersList';
export * from './Pagination';
export * from './PasswordDialog';
export * from './parts';
export * from './provider';
export * from './Rating';
export * from './ResultCount';
export * from './Shelf';
export * from './SignInForm';
export * from './SignUpForm';
export * from './SocialSignIn';
export * from './SortSelect';
export * from './Spinner';
export * from './StockBadge';
export * from './Tabs';
export * from './TextPage';
export * from './TopBar';
export * from './theme';
export * from './VisuallyHidden';

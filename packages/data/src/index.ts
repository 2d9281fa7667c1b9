export {
  adminAuthorQuery,
  adminAuthorsQuery,
  adminCommentsQuery,
  adminPublisherQuery,
  adminPublishersQuery,
  adminUsersQuery,
  auditQuery,
  useModerateComment,
  useSetAuthorPublished,
  useSetPublisherPublished,
  useSetUserRole,
  useUpdateAuthor,
  useUpdatePublisher,
} from './backOffice/admin';
export {
  adminBookQuery,
  adminBooksQuery,
  useSetBookPublished,
  useUpdateBook,
  useUploadImage,
} from './backOffice/backOffice';
export {
  importErrors,
  importQuery,
  importsQuery,
  useCancelImport,
  useSendImport,
} from './backOffice/imports';
export { mergeGuestBasket } from './basket/merge';
export { basketQuery, useAddBookToBasket, useRemoveBookFromBasket } from './basket/serverBasket';
export { basketTotals } from './basket/totals';
export { type BasketLine, useBasket } from './basket/useBasket';
export {
  bookQuery,
  useBook,
  useCommentBook,
  useDeleteComment,
  useEvaluateComment,
  useRateBook,
  useUnevaluateComment,
} from './books/book';
export { bookListQuery, useBookList } from './books/bookList';
export { bookSearchQuery, useBookSearch } from './books/bookSearch';
export { categoryBooksQuery, popularBooksQuery, useCategoryBooks, usePopularBooks } from './books/catalogue';
export { newBooksQuery, useNewBooks } from './books/newBooks';
export { relatedBooksQuery, useRelatedBooks } from './books/relatedBooks';
export {
  type ApiConfig,
  ApiError,
  configureApi,
  type RefusedBook,
  request,
} from './client';
export {
  authorQuery,
  authorsQuery,
  publisherQuery,
  publishersQuery,
  useAddAuthor,
  useAddBook,
  useAddPublisher,
  useAuthor,
  useAuthors,
  usePublisher,
  usePublishers,
} from './creators/creators';
export { type WithId, withId } from './ids';
export { allOrdersQuery, useAllOrders } from './orders/allOrders';
export { useCancelOrder } from './orders/cancelOrder';
export { createOrder, newIdempotencyKey, useCreateOrder } from './orders/createOrder';
export {
  deliveryQuoteQuery,
  deliveryZonesQuery,
  useDeliveryQuote,
  useDeliveryZones,
  useReadyToCollect,
  useRemoveDeliveryZone,
  useSaveDeliveryZone,
} from './orders/delivery';
export {
  followedInvoiceAddress,
  followedOrderQuery,
  useCancelFollowedOrder,
  useCreateGuestOrder,
  useFollowedOrder,
} from './orders/guestOrders';
export { myOrdersQuery, useMyOrders } from './orders/myOrders';
export { orderQuery, useOrder } from './orders/order';
export {
  invoiceAddress,
  paymentMethodsQuery,
  usePaymentMethods,
  useResendOrderMail,
  useRetryRefund,
} from './orders/payments';
export { useRequestReturn } from './orders/requestReturn';
export { useSetOrderStatus } from './orders/setOrderStatus';
export { queryKeys } from './queryKeys';
export {
  searchQuery,
  searchTextAtom,
  useDebouncedSearch,
  useDebouncedValue,
  useSearch,
} from './search/search';
export { sliderImagesQuery, useSliderImages, useUpdateSlideLink } from './slider';
export { type BasketAddition, basketAdditionAtom } from './state/basketAddition';
export { type BasketMerge, basketMergeAtom } from './state/basketMerge';
export { type BasketRefusal, basketRefusalAtom } from './state/basketRefusal';
export {
  addBookToGuestBasket,
  addToGuestBasketAtom,
  BASKET_KEY,
  type GuestBasketEntry,
  guestBasketAtom,
  removeBookFromGuestBasket,
} from './state/guestBasket';
export { type HomeTab, homeTabAtom } from './state/homeTab';
export { chosenLanguageAtom, LANGUAGE_KEY, languageAtom, offeredLanguagesAtom } from './state/language';
export {
  myStockAlertsQuery,
  useCancelStockAlert,
  useConfirmStockAlert,
  useNotifyMe,
  useUnsubscribeStockAlerts,
} from './stockAlerts/stockAlerts';
export type * from './types';
// Accounts (issue 19): activation, password reset.
export {
  exportDataAddress,
  useActivateAccount,
  useDeleteAccount,
  useForgotPassword,
  useResendActivation,
  useResetPassword,
} from './user/account';
export { socialProvidersQuery, useSocialProviders } from './user/social';
export { currentUserQuery, useCurrentUser, useVerifyUserOnNavigation } from './user/user';
export {
  clearUserData,
  useSavePassword,
  useSignIn,
  useSignOut,
  useSignUp,
  useUpdateUser,
} from './user/userActions';
export { useMoveForLaterToBasket, useToggleForLater, wishlistQuery } from './wishlist/wishlist';

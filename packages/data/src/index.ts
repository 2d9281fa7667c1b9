export { newBooksQuery, useNewBooks } from './books/newBooks';
export { type ApiConfig, ApiError, configureApi, request } from './client';
export { type WithId, withId } from './ids';
export { queryKeys } from './queryKeys';
export {
  addBookToGuestBasket,
  addToGuestBasketAtom,
  BASKET_KEY,
  type GuestBasketEntry,
  guestBasketAtom,
} from './state/guestBasket';
export { LANGUAGE_KEY, languageAtom } from './state/language';
export type { Book } from './types';

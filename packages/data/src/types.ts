import type {
  Author as ApiAuthor,
  AuthUser as ApiAuthUser,
  BasketEntry as ApiBasketEntry,
  Book as ApiBook,
  BookDetails as ApiBookDetails,
  Comment as ApiComment,
  Order as ApiOrder,
  Publisher as ApiPublisher,
  SearchResult as ApiSearchResult,
  SliderImage as ApiSliderImage,
} from '@bookshop/contract';
import type { WithId } from './ids';

/** The API's entities as the shop uses them: `id` instead of `_id`, all the way down. */
export type Book = WithId<ApiBook>;
export type BookDetails = WithId<ApiBookDetails>;
export type Comment = WithId<ApiComment>;
export type Author = WithId<ApiAuthor>;
export type Publisher = WithId<ApiPublisher>;
export type AuthUser = WithId<ApiAuthUser>;
export type BasketEntry = WithId<ApiBasketEntry>;
export type SearchResult = WithId<ApiSearchResult>;
export type SliderImage = WithId<ApiSliderImage>;
export type Order = WithId<ApiOrder>;

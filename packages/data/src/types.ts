import type {
  Author as ApiAuthor,
  AuthUser as ApiAuthUser,
  BasketEntry as ApiBasketEntry,
  Book as ApiBook,
  BookDetails as ApiBookDetails,
  BookListResponse as ApiBookListResponse,
  BookSearchResponse as ApiBookSearchResponse,
  Comment as ApiComment,
  Order as ApiOrder,
  Publisher as ApiPublisher,
  RelatedBooksResponse as ApiRelatedBooks,
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
/** A page of a list: its books, the total, and the facets. */
export type BookListPage = WithId<ApiBookListResponse>;
/** A page of a search's books, with `suggestion` and `truncated`. */
export type BookSearchPage = WithId<ApiBookSearchResponse>;
export type RelatedBooks = WithId<ApiRelatedBooks>;

import {
  authorResponseSchema,
  authorsResponseSchema,
  authUserResponseSchema,
  basketResponseSchema,
  bookResponseSchema,
  booksResponseSchema,
  commentResponseSchema,
  deleteCommentResponseSchema,
  logoutResponseSchema,
  newAuthorResponseSchema,
  newBookResponseSchema,
  newPublisherResponseSchema,
  orderResponseSchema,
  ordersResponseSchema,
  publisherResponseSchema,
  publishersResponseSchema,
  rateBookResponseSchema,
  searchResponseSchema,
  sliderImagesResponseSchema,
  verifyUserResponseSchema,
} from '@bookshop/contract';

/**
 * The contract's schema of every answer, by the name the calls use. Only development builds, tests
 * and stories check answers against it (see `client.ts`), so it never reaches the built shop.
 */
export const answerSchemas = {
  author: authorResponseSchema,
  authors: authorsResponseSchema,
  authUser: authUserResponseSchema,
  basket: basketResponseSchema,
  book: bookResponseSchema,
  books: booksResponseSchema,
  comment: commentResponseSchema,
  deletedComment: deleteCommentResponseSchema,
  logout: logoutResponseSchema,
  newAuthor: newAuthorResponseSchema,
  newBook: newBookResponseSchema,
  newPublisher: newPublisherResponseSchema,
  order: orderResponseSchema,
  orders: ordersResponseSchema,
  publisher: publisherResponseSchema,
  publishers: publishersResponseSchema,
  rating: rateBookResponseSchema,
  search: searchResponseSchema,
  sliderImages: sliderImagesResponseSchema,
  verifiedUser: verifyUserResponseSchema,
};

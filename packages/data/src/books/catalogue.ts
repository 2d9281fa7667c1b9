import { BOOKS_LIMIT_MAX, type Category, POPULAR_BOOKS_LIMIT } from '@bookshop/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../client';
import { withId } from '../ids';
import { queryKeys } from '../queryKeys';

/** The most popular books (SPEC: 10 on the home page). */
export function popularBooksQuery(limit = POPULAR_BOOKS_LIMIT) {
  return queryOptions({
    queryKey: queryKeys.books.popular(limit),
    queryFn: async ({ signal }) => {
      const { books } = await request(`/books/popular?limit=${limit}`, {
        errorCode: 'loadPopularBooksError',
        answer: 'books',
        signal,
      });
      return withId(books);
    },
  });
}

export function usePopularBooks(limit = POPULAR_BOOKS_LIMIT) {
  return useQuery(popularBooksQuery(limit));
}

/** The books of a category; a top category includes its subcategories. */
export function categoryBooksQuery(category: Category) {
  return queryOptions({
    queryKey: queryKeys.books.category(category),
    queryFn: async ({ signal }) => {
      const { books } = await request(
        `/books?category=${encodeURIComponent(category)}&limit=${BOOKS_LIMIT_MAX}`,
        { errorCode: 'getBooksError', answer: 'books', signal },
      );
      return withId(books);
    },
  });
}

export function useCategoryBooks(category: Category) {
  return useQuery(categoryBooksQuery(category));
}

import {
  SEARCH_RESULTS_PER_GROUP,
  type SearchParams,
  type SearchResponse,
  searchParamsSchema,
  searchResponseSchema,
} from '@bookshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { BookLists } from '../book-lists/book-lists';
import { bookResultsInOrder, searchAuthorsAndPublishers } from '../db/search';
import { responseSchema } from '../http/schemas';
import type { RouteOptions } from './options';

export interface SearchRouteOptions extends RouteOptions {
  /** The results page's lists: the live results' books are that page's first ones. */
  lists: BookLists;
}

export const searchRoutes: FastifyPluginAsync<SearchRouteOptions> = async (app, { db, languages, lists }) => {
  app.get<{ Params: SearchParams }>(
    '/search/:name/:language',
    {
      preValidation: languages.check('params', 'language'),
      schema: { params: searchParamsSchema, response: { 200: responseSchema(searchResponseSchema) } },
    },
    async (request): Promise<SearchResponse> => {
      const { name, language } = request.params;
      // The books an author's name finds too ("zafon"), ranked once: by the results page's search.
      const [bookIds, others] = await Promise.all([
        lists.firstMatches(name, language, SEARCH_RESULTS_PER_GROUP),
        searchAuthorsAndPublishers(db, name, language),
      ]);
      return { books: await bookResultsInOrder(db, bookIds), ...others };
    },
  );
};

import { type SearchParams, searchParamsSchema, searchResponseSchema } from '@bookshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { searchByName } from '../db/search';
import { responseSchema } from '../http/schemas';
import type { RouteOptions } from './options';

export const searchRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db, languages }) => {
  app.get<{ Params: SearchParams }>(
    '/search/:name/:language',
    {
      preValidation: languages.check('params', 'language'),
      schema: { params: searchParamsSchema, response: { 200: responseSchema(searchResponseSchema) } },
    },
    async (request) => searchByName(db, request.params.name, request.params.language),
  );
};

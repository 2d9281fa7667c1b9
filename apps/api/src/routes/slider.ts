import { sliderImagesResponseSchema } from '@bookshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { listSliderImages } from '../db/slider';
import { responseSchema } from '../http/schemas';
import type { RouteOptions } from './options';

export const sliderRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db }) => {
  app.get(
    '/slider-images',
    {
      config: { readCache: 'everyone' },
      schema: { response: { 200: responseSchema(sliderImagesResponseSchema) } },
    },
    async () => ({ sliderImages: await listSliderImages(db) }),
  );
};

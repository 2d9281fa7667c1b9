import {
  type SlidePatchBody,
  slidePatchBodySchema,
  sliderImageResponseSchema,
  sliderImagesResponseSchema,
} from '@bookshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { listSliderImages, updateSlideLink } from '../db/slider';
import { bodyLimits } from '../http/body';
import { notFound, requireUuid } from '../http/errors';
import { responseSchema } from '../http/schemas';
import { idParamsSchema } from './books';
import { guards, type RouteOptions } from './options';

export const sliderRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db, auth }) => {
  const guard = guards(auth);
  app.get(
    '/slider-images',
    {
      config: { readCache: 'everyone' },
      schema: { response: { 200: responseSchema(sliderImagesResponseSchema) } },
    },
    async () => ({ sliderImages: await listSliderImages(db) }),
  );

  // An admin sets the collection a slide opens: a shop list path of a few shapes, never any address.
  app.patch<{ Params: { id: string }; Body: SlidePatchBody }>(
    '/slider-images/:id',
    {
      onRequest: guard.admin,
      bodyLimit: bodyLimits.admin,
      config: { changesCatalogue: true },
      schema: {
        params: idParamsSchema,
        body: slidePatchBodySchema,
        response: { 200: responseSchema(sliderImageResponseSchema) },
      },
    },
    async (request) => {
      const slide = await updateSlideLink(db, requireUuid(request.params.id, 'Slide'), request.body.link);
      if (!slide) throw notFound('Slide');
      return { sliderImage: slide };
    },
  );
};

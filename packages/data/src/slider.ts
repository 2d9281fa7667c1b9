import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './client';
import { withId } from './ids';
import { queryKeys } from './queryKeys';

/** The home page slider's images. */
export function sliderImagesQuery() {
  return queryOptions({
    queryKey: queryKeys.slider,
    queryFn: async ({ signal }) =>
      withId(
        (
          await request('/slider-images', {
            errorCode: 'getMainSliderImages',
            answer: 'sliderImages',
            signal,
          })
        ).sliderImages,
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const useSliderImages = () => useQuery(sliderImagesQuery());

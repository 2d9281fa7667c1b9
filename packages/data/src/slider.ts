import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Admin: sets the collection a slide opens (`null`: none); the home page's slider shows it at once. */
export function useUpdateSlideLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, link }: { id: string; link: string | null }) =>
      request(`/slider-images/${encodeURIComponent(id)}`, {
        errorCode: 'updateSlideError',
        answer: 'sliderImage',
        method: 'PATCH',
        body: { link },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.slider }),
  });
}

'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { useLabels } from '../provider/context';
import { imageSliderLabels } from './labels';
import { IMAGE_SLIDER_DELAY_MS, type ImageSlide, SlideImage } from './slides';

export { IMAGE_SLIDER_DELAY_MS, type ImageSlide } from './slides';

const CubeSlider = lazy(() => import('./CubeSlider'));

export interface ImageSliderProps {
  /** The slides; the first is loaded eagerly. */
  slides: ImageSlide[];
  /** Turn every 5 s, pausing on hover; off in tests. */
  autoplay?: boolean;
  /** Accessible name of the slider region; the provider's `labels.imageSlider.label` otherwise. */
  label?: string;
}

/**
 * The home page banner: a cube of images. The box keeps a 3:1 ratio so nothing shifts while loading.
 *
 * The first picture shows on its own until the cube is needed: when the first turn is due, or as soon
 * as the shopper points at or touches the slider. Only then is swiper fetched, which keeps it out of
 * the page's first load; swiper is an optional peer dependency that only this component needs.
 */
export function ImageSlider({ slides, autoplay = true, label }: ImageSliderProps) {
  const text = useLabels('imageSlider', imageSliderLabels);
  const [cube, setCube] = useState<'waiting' | 'turnDue' | 'wanted'>('waiting');
  const first = slides[0];
  const turns = slides.length > 1;

  useEffect(() => {
    if (!autoplay || !turns || cube !== 'waiting') return;
    const timer = setTimeout(() => setCube('turnDue'), IMAGE_SLIDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [autoplay, turns, cube]);

  const firstPicture = first ? <SlideImage slide={first} first /> : null;
  return (
    <Frame
      aria-label={label ?? text.label}
      aria-roledescription="carousel"
      onPointerEnter={() => turns && cube === 'waiting' && setCube('wanted')}
    >
      {cube === 'waiting' ? (
        firstPicture
      ) : (
        <Suspense fallback={firstPicture}>
          <CubeSlider slides={slides} autoplay={autoplay} turnAtOnce={cube === 'turnDue'} />
        </Suspense>
      )}
    </Frame>
  );
}

const Frame = styled.section`
  width: 100%;
  aspect-ratio: 3 / 1;
  overflow: hidden;

  .swiper,
  .swiper-wrapper,
  .swiper-slide {
    height: 100%;
  }
`;

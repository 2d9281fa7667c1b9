'use client';
import { styled } from 'styled-components';

export interface ImageSlide {
  id: string;
  image: string;
  /** What the picture shows, for screen readers. */
  alt: string;
}

export const IMAGE_SLIDER_DELAY_MS = 5000;

/** One picture of the slider; the first is the page's main picture, so it is fetched first. */
export function SlideImage({ slide, first }: { slide: ImageSlide; first: boolean }) {
  return (
    <Image
      src={slide.image}
      alt={slide.alt}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
}

const Image = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

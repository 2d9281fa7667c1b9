'use client';
import { forwardRef, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { partsOf, type RootProps, rootProps } from '../parts/parts';
import { useLabels } from '../provider/context';
import { vars } from '../theme/vars';
import { imageSliderLabels } from './labels';
import { IMAGE_SLIDER_DELAY_MS, IMAGE_SLIDER_SIZES, type ImageSlide, Slide } from './slides';

export { IMAGE_SLIDER_DELAY_MS, IMAGE_SLIDER_SIZES, type ImageSlide } from './slides';

const CubeSlider = lazy(() => import('./CubeSlider'));

export interface ImageSliderProps extends RootProps {
  /** The slides; the first is loaded eagerly. */
  slides: ImageSlide[];
  /** Turn every 5 s (with a pause button, stopped on hover and focus); off in tests. */
  autoplay?: boolean;
  /** Accessible name of the slider region; the provider's `labels.imageSlider.label` otherwise. */
  label?: string;
  /** How wide the slider is shown, e.g. `(min-width: 1280px) 1232px, calc(100vw - 48px)`; the window's width otherwise. */
  sizes?: string;
}

const part = partsOf('image-slider');

/** How far a finger moves before its touch is a swipe rather than a tap (as swiper's own threshold). */
const SWIPE_STARTS_PX = 10;

/**
 * The home page banner: a cube of images, each with its headline laid over it as text. The box keeps
 * a 3:1 ratio so nothing shifts while loading.
 *
 * It turns every 5 s, but never while the reader points at it or has the focus in it, after its pause
 * button was pressed, or when the reader asked for reduced motion (WCAG 2.2.2).
 *
 * The first picture shows on its own until the cube is needed: when the first turn is due, or as soon
 * as the shopper points at it with a mouse or starts a swipe. Only then is swiper fetched, which keeps it out of
 * the page's first load. swiper is an optional peer dependency that only this component needs, which
 * is why it has its own entry: `import { ImageSlider } from '@bookshop/ui/image-slider'`.
 *
 * Parts (`data-scope="image-slider"`): `root` (the region, which takes `ref`), `slide`, `image`,
 * `headline`, `play-pause` (with `data-stopped` while stopped).
 */
export const ImageSlider = forwardRef<HTMLElement, ImageSliderProps>(function ImageSlider(
  { slides, autoplay = true, label, sizes = IMAGE_SLIDER_SIZES, ...root },
  ref,
) {
  const text = useLabels('imageSlider', imageSliderLabels);
  const [cube, setCube] = useState<'waiting' | 'turnDue' | 'wanted'>('waiting');
  // Stopped by the reader (the button) or by the reader's settings (reduced motion).
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchedAt = useRef<{ x: number; y: number } | undefined>(undefined);
  const first = slides[0];
  const turns = slides.length > 1;
  const playing = autoplay && turns && !stopped && !hovered && !focused;

  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setStopped(true);
  }, []);

  useEffect(() => {
    if (!playing || cube !== 'waiting') return;
    const timer = setTimeout(() => setCube('turnDue'), IMAGE_SLIDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [playing, cube]);

  const firstSlide = first ? <Slide slide={first} first sizes={sizes} /> : null;
  return (
    <Frame
      ref={ref}
      {...part('root')}
      {...rootProps(root)}
      aria-label={label ?? text.label}
      aria-roledescription="carousel"
      onPointerEnter={(event) => {
        setHovered(true);
        // A mouse points long before it clicks; a finger's first touch may be a tap on a slide's link,
        // which must land on the slide it touched, not on the cube that would replace it meanwhile.
        if (event.pointerType === 'mouse' && turns && cube === 'waiting') setCube('wanted');
      }}
      onPointerDown={(event) => {
        touchedAt.current = { x: event.clientX, y: event.clientY };
      }}
      onPointerMove={(event) => {
        const from = touchedAt.current;
        if (!from || event.pointerType === 'mouse' || !turns || cube !== 'waiting') return;
        // A finger drawn across the slide: a swipe begins, which the cube then follows.
        if (Math.hypot(event.clientX - from.x, event.clientY - from.y) > SWIPE_STARTS_PX) setCube('wanted');
      }}
      onPointerUp={() => {
        touchedAt.current = undefined;
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {cube === 'waiting' ? (
        firstSlide
      ) : (
        <Suspense fallback={firstSlide}>
          <CubeSlider slides={slides} playing={playing} turnAtOnce={cube === 'turnDue'} sizes={sizes} />
        </Suspense>
      )}
      {autoplay && turns && (
        <PlayPause
          type="button"
          onClick={() => setStopped((now) => !now)}
          {...part('play-pause')}
          data-stopped={stopped || undefined}
        >
          <PlayPauseIcon stopped={stopped} />
          {stopped ? text.play : text.pause}
        </PlayPause>
      )}
    </Frame>
  );
});

function PlayPauseIcon({ stopped }: { stopped: boolean }) {
  return (
    <svg aria-hidden="true" focusable="false" width="14" height="14" viewBox="0 0 14 14">
      {stopped ? (
        <path fill="currentColor" d="M3 1.5v11l9-5.5z" />
      ) : (
        <path fill="currentColor" d="M3 1.5h3v11H3zM8 1.5h3v11H8z" />
      )}
    </svg>
  );
}

const PlayPause = styled.button`
  position: absolute;
  inset-inline-end: ${vars.space.sm};
  bottom: ${vars.space.sm};
  z-index: 2;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  min-height: 32px;
  padding: 0 ${vars.space.sm};
  font: inherit;
  font-size: ${vars.fontSize.sm};
  font-weight: 600;
  color: ${vars.color.onInverse};
  background: ${vars.color.inverse};
  border: 1px solid ${vars.color.onInverse};
  border-radius: ${vars.radius.sm};
  opacity: 0.9;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    opacity: 1;
  }
`;

const Frame = styled.section`
  position: relative;
  width: 100%;
  aspect-ratio: 3 / 1;
  overflow: hidden;
  /* The headlines are sized by the slider's width. */
  container-type: inline-size;

  .swiper,
  .swiper-wrapper,
  .swiper-slide {
    height: 100%;
  }
`;

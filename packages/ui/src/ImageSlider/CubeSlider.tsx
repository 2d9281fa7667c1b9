'use client';
import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { EffectCube } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-cube';
import { IMAGE_SLIDER_DELAY_MS, type ImageSlide, Slide } from './slides';

export interface CubeSliderProps {
  slides: ImageSlide[];
  /** Turns every 5 s while true (the slider stops it on hover, focus, its pause button, reduced motion). */
  playing: boolean;
  /** Turn to the second slide at once: the first turn was already due when swiper arrived. */
  turnAtOnce: boolean;
  /** How wide the slider is shown (`ImageSlider`'s `sizes`). */
  sizes: string;
}

/** The swiper cube itself, loaded on demand by `ImageSlider` (swiper weighs about 25 KB gzip). */
export default function CubeSlider({ slides, playing, turnAtOnce, sizes }: CubeSliderProps) {
  const swiper = useRef<SwiperInstance | null>(null);
  // The slide in view; the others' headlines are not read out while they are turned away.
  const [active, setActive] = useState(0);

  // Its own timer rather than swiper's autoplay: one switch for every reason to stop.
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => swiper.current?.slideNext(), IMAGE_SLIDER_DELAY_MS);
    return () => clearInterval(timer);
  }, [playing]);

  return (
    <Swiper
      modules={[EffectCube]}
      effect="cube"
      cubeEffect={{ shadow: false, slideShadows: false }}
      loop={slides.length > 1}
      onSlideChange={(instance) => setActive(instance.realIndex)}
      onSwiper={(instance) => {
        swiper.current = instance;
        if (turnAtOnce) instance.slideNext();
      }}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.id} aria-hidden={index !== active}>
          <Slide slide={slide} first={index === 0} sizes={sizes} hidden={index !== active} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

'use client';
import { Autoplay, EffectCube } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-cube';
import { IMAGE_SLIDER_DELAY_MS, type ImageSlide, SlideImage } from './slides';

export interface CubeSliderProps {
  slides: ImageSlide[];
  autoplay: boolean;
  /** Turn to the second slide at once: the first turn was already due when swiper arrived. */
  turnAtOnce: boolean;
}

/** The swiper cube itself, loaded on demand by `ImageSlider` (swiper weighs about 25 KB gzip). */
export default function CubeSlider({ slides, autoplay, turnAtOnce }: CubeSliderProps) {
  return (
    <Swiper
      modules={[EffectCube, Autoplay]}
      effect="cube"
      cubeEffect={{ shadow: false, slideShadows: false }}
      loop={slides.length > 1}
      autoplay={
        autoplay
          ? { delay: IMAGE_SLIDER_DELAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false }
          : false
      }
      onSwiper={(swiper) => {
        if (turnAtOnce) swiper.slideNext();
      }}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.id}>
          <SlideImage slide={slide} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

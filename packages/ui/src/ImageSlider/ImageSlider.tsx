import styled from 'styled-components';
import { Autoplay, EffectCube } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-cube';

export interface ImageSlide {
  id: string;
  image: string;
  alt: string;
}

export interface ImageSliderProps {
  /** The slides; the first is loaded eagerly. */
  slides: ImageSlide[];
  /** Turn every 5 s, pausing on hover; off in tests. */
  autoplay?: boolean;
  /** Accessible name of the slider region. */
  label?: string;
}

export const IMAGE_SLIDER_DELAY_MS = 5000;

/** The home page banner: a cube of images. The box keeps a 3:1 ratio so nothing shifts while loading. */
export function ImageSlider({ slides, autoplay = true, label = 'Featured' }: ImageSliderProps) {
  return (
    <Frame aria-label={label} aria-roledescription="carousel">
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
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.id}>
            <Image
              src={slide.image}
              alt={slide.alt}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
          </SwiperSlide>
        ))}
      </Swiper>
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

const Image = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

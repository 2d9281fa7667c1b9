'use client';
import { styled } from 'styled-components';
import { Link } from '../Link';
import { partsOf } from '../parts/parts';
import { useImageAttributes } from '../provider/context';
import { vars } from '../theme/vars';

export interface ImageSlide {
  id: string;
  image: string;
  /** What the picture shows, for screen readers; `''` when it only carries the headline. */
  alt: string;
  /**
   * The slide's words in the reader's language, laid over the picture as real text (read out,
   * translated, sharp at every size): the picture itself should carry no text.
   */
  headline?: string;
  /**
   * The collection the slide opens (a list's address): the whole slide is then a link, named by its
   * headline. A swipe across it turns the slider and opens nothing.
   */
  href?: string;
}

export const IMAGE_SLIDER_DELAY_MS = 5000;

/** The slider spans its container: the whole window unless the page says how wide it is (`sizes`). */
export const IMAGE_SLIDER_SIZES = '100vw';

const part = partsOf('image-slider');

/**
 * One slide: its picture (the first is the page's main picture, so it is fetched first) and headline,
 * a link when it has an `href`; out of the tab order while `hidden` (a slide the cube does not show).
 */
export function Slide({
  slide,
  first,
  sizes,
  hidden = false,
}: {
  slide: ImageSlide;
  first: boolean;
  sizes: string;
  hidden?: boolean;
}) {
  const image = useImageAttributes()(slide.image, sizes);
  const link = slide.href ? { as: Link, href: slide.href, tabIndex: hidden ? -1 : undefined } : {};
  return (
    <Box {...part('slide')} {...link}>
      <Image
        {...part('image')}
        {...image}
        alt={slide.alt}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
      />
      {slide.headline && <Headline {...part('headline')}>{slide.headline}</Headline>}
    </Box>
  );
}

const Box = styled.div`
  position: relative;
  display: block;
  height: 100%;
  color: inherit;

  &:is(a):focus-visible {
    outline-offset: -4px;
  }
`;

const Image = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/*
 * Sized by the slider's width (container units), so it keeps its place on the picture at every screen
 * width and never changes the slider's height. At the top start, clear of the pause button at the bottom end.
 * Its own opaque box in the inverse colours keeps the text readable (AA) whatever the picture is.
 */
const Headline = styled.p`
  position: absolute;
  top: clamp(8px, 4cqi, 48px);
  inset-inline-start: clamp(8px, 4cqi, 48px);
  max-width: 62%;
  margin: 0;
  padding: 0.3em 0.55em;
  font-family: ${vars.font.heading};
  font-size: clamp(16px, 4.2cqi, 48px);
  font-weight: 700;
  line-height: 1.15;
  color: ${vars.color.onInverse};
  background: ${vars.color.inverse};
  border-radius: ${vars.radius.sm};
  overflow-wrap: break-word;
`;

'use client';
import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useImageAttributes } from '../provider/context';
import { vars } from '../theme/vars';

export interface BookCoverProps
  extends Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority' | 'className'> {
  /** The cover's address; the fallback shows when it is empty or fails to load. */
  image?: string | null;
  /** The book's name, written on the fallback. */
  title: string;
  /** How wide the cover is shown, for the provider's `imageSources`. */
  sizes: string;
  /** The box the cover keeps (its 2:3 ratio), so nothing moves while it loads. */
  width: number;
  height: number;
  /** Its `data-scope` / `data-part` attributes. */
  part: { 'data-scope': string; 'data-part': string };
}

/**
 * A book's cover, or the book's name on the theme's colours when there is no picture or it fails to
 * load: never the browser's broken-image icon. Decorative either way: the name is written beside it.
 */
export function BookCover({ image, title, sizes, width, height, part, ...img }: BookCoverProps) {
  const attributes = useImageAttributes();
  const [failed, setFailed] = useState(false);
  const picture = useRef<HTMLImageElement>(null);
  // A new address gets its own try; a server-rendered cover may have failed before its error handler
  // existed, which `complete` with no width tells.
  useEffect(() => {
    const element = picture.current;
    setFailed(Boolean(image && element?.complete && element.naturalWidth === 0));
  }, [image]);

  if (!image || failed)
    return (
      <Fallback {...part} data-fallback="" aria-hidden="true" className={img.className}>
        <span>{title}</span>
      </Fallback>
    );
  return (
    <Picture
      ref={picture}
      {...part}
      {...attributes(image, sizes)}
      {...img}
      alt=""
      width={width}
      height={height}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 2 / 3;
  object-fit: cover;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.background};
`;

const Fallback = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  aspect-ratio: 2 / 3;
  padding: ${vars.space.md};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.onPrimary};
  background: ${vars.color.primary};
  font-family: ${vars.font.heading};
  font-size: ${vars.fontSize.lg};
  line-height: 1.2;
  text-align: center;
  overflow: hidden;
  overflow-wrap: anywhere;

  & > span {
    display: -webkit-box;
    -webkit-line-clamp: 6;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

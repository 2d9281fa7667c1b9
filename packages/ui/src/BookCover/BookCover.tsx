'use client';
import { type ImgHTMLAttributes, useState } from 'react';
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
export function BookCover({ image, title, sizes, part, ...img }: BookCoverProps) {
  const attributes = useImageAttributes();
  // The address that failed: another address gets its own try.
  const [failed, setFailed] = useState<string>();

  return !image || failed === image ? (
    <Cover as="div" {...part} data-fallback="" aria-hidden="true" className={img.className}>
      {title}
    </Cover>
  ) : (
    <Cover
      // A server-rendered cover may have failed before its error handler existed: `complete` with no
      // width tells, once the element is the page's.
      ref={(element: HTMLImageElement | null) => {
        if (element?.complete && !element.naturalWidth) setFailed(image);
      }}
      {...part}
      {...attributes(image, sizes)}
      {...img}
      alt=""
      decoding="async"
      onError={() => setFailed(image)}
    />
  );
}

// The picture, or (with `data-fallback`) the book's name in its place, in the same 2:3 box.
const Cover = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 2 / 3;
  object-fit: cover;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.background};

  &[data-fallback] {
    display: grid;
    place-items: center;
    padding: ${vars.space.md};
    color: ${vars.color.onPrimary};
    background: ${vars.color.primary};
    font-family: ${vars.font.heading};
    font-size: ${vars.fontSize.lg};
    text-align: center;
    overflow: hidden;
    overflow-wrap: anywhere;
  }
`;

/**
 * The widths every image the server makes is kept in (uploads and the demo artwork), named by the
 * largest: the file `<base>-<largest>.webp` always has its siblings `<base>-<width>.webp` beside it.
 * So an `image` field stays one URL string, and its `srcset` follows from its name alone.
 */
export const imageWidths: Readonly<Record<number, readonly number[]>> = {
  /** Covers, author and publisher photos, the demo covers, portraits and logos. */
  960: [240, 480, 960],
  /** Profile images. */
  384: [96, 192, 384],
  /** The slider's banners. */
  1920: [480, 960, 1920],
};

/** An image the server made: under /uploads/ or /images/, named `<base>-<largest width>.webp`. */
const madeHere = /^(\/(?:uploads|images)\/[^?#]+)-(\d{2,4})\.webp$/;

/** What an `<img>` needs to offer an image in every width it exists in. */
export interface ImageSources {
  src: string;
  /** `url 240w, url 480w, …`; none for an image the server did not make (an address typed by hand). */
  srcSet?: string;
}

/** `src` and `srcSet` of an `image` field. */
export function imageSources(url: string): ImageSources {
  const match = madeHere.exec(url);
  const widths = match ? imageWidths[Number(match[2])] : undefined;
  if (!match || !widths) return { src: url };
  return { src: url, srcSet: widths.map((width) => `${match[1]}-${width}.webp ${width}w`).join(', ') };
}

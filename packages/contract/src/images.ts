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

/**
 * How wide the shop shows its page's main pictures (`sizes`), given to the kit's components and to the
 * server's preload of the same picture, so both choose the same file.
 */
export const shopImageSizes = {
  /** The home page's slider: the page's width less its 24 px margins, at most 1232 px. */
  slide: '(min-width: 1280px) 1232px, calc(100vw - 48px)',
  /** The book page's cover: a 300 px column, 112 px on a phone (the kit's BookDetails). */
  bookCover: '(max-width: 700px) 112px, 300px',
  /** A book card in a grid or shelf: two side by side on a phone, at most about 240 px (the kit's BookCard). */
  bookCard: '(min-width: 720px) 240px, 50vw',
} as const;

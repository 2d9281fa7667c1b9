import { createHash } from 'node:crypto';
import {
  imageWidths,
  PROFILE_IMAGE_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  type UploadKind,
  type UploadResponse,
} from '@bookshop/contract';
import sharp from 'sharp';
import { type ImageType, imageTypeOf } from './image-type';
import type { UploadStore } from './store';

/** The widths made of each kind of image, smallest first (contract `imageWidths`); the answer's `url` is the largest. */
export const uploadWidths: Record<UploadKind, readonly number[]> = {
  cover: requiredWidths(960),
  photo: requiredWidths(960),
  profile: requiredWidths(384),
};

function requiredWidths(largest: number): readonly number[] {
  const widths = imageWidths[largest];
  if (!widths) throw new Error(`No image widths end at ${largest}`);
  return widths;
}

/** The formats each kind takes: a profile image is a photo from a phone or a computer, never AVIF. */
export const uploadTypes: Record<UploadKind, readonly ImageType[]> = {
  cover: ['jpeg', 'png', 'webp', 'avif'],
  photo: ['jpeg', 'png', 'webp', 'avif'],
  profile: ['jpeg', 'png', 'webp'],
};

/** The largest file of each kind (the multipart limit is the largest of them). */
export const uploadMaxBytes: Record<UploadKind, number> = {
  cover: UPLOAD_MAX_BYTES,
  photo: UPLOAD_MAX_BYTES,
  profile: PROFILE_IMAGE_MAX_BYTES,
};

/** Where stored images are served (routes.ts): one fixed path, names that never change their bytes. */
export const UPLOADS_PATH = '/uploads';

/** An image of more pixels than this is refused before it is decoded (a small file can unpack huge). */
const MAX_INPUT_PIXELS = 40_000_000;

// Each image is worked on by one of libvips' threads (its default is one per core, which let one upload
// take both cores of the machine), and nothing is kept in libvips' cache of operations: every upload
// is new bytes, and the cache held up to 50 MB of them for nothing.
sharp.concurrency(1);
sharp.cache(false);

export class UnsupportedImage extends Error {}

/**
 * Checks the bytes are an image of a format its kind takes (`uploadTypes`), and keeps it as WebP in each width of its
 * kind (never upscaled: see below), turned upright by its EXIF orientation and without any metadata
 * (sharp writes none unless asked: no camera, place or EXIF survives). Names come from the
 * bytes' hash, so a served file never changes and may be cached for ever.
 *
 * The image is decoded once: straight to its largest width (a JPEG decodes at a fraction of its size),
 * and each width is made from those pixels. Decoding a large PNG again for every width tripled its cost.
 */
export async function storeImage(
  store: UploadStore,
  bytes: Uint8Array,
  kind: UploadKind,
): Promise<UploadResponse> {
  const type = imageTypeOf(bytes);
  if (!type || !uploadTypes[kind].includes(type)) {
    throw new UnsupportedImage(`Not a ${uploadTypes[kind].join(', ')} image`);
  }
  const hash = createHash('sha256').update(bytes).update(kind).digest('hex').slice(0, 32);
  const widths = uploadWidths[kind];
  const srcset: UploadResponse['srcset'] = [];
  try {
    const { data: pixels, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: widths.at(-1), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = sharp(pixels, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    });
    let previous: { data: Buffer; width: number; asked: number } | undefined;
    for (const width of widths) {
      // A narrow image is not made wider: upscaling adds bytes, not detail. Its widths past its own
      // are kept as the same pixels, so every image has every width and its srcset follows from its
      // name (contract `imageSources`); the page sets each image's size, so a width descriptor larger
      // than the pixels only means the browser takes the best file there is.
      const made =
        previous && previous.width < previous.asked
          ? previous
          : await decoded
              .clone()
              .resize({ width, withoutEnlargement: true })
              .webp({ quality: 80 })
              .toBuffer({ resolveWithObject: true })
              .then(({ data, info: written }) => ({ data, width: written.width, asked: width }));
      const name = `${hash}-${width}.webp`;
      await store.put(name, made.data);
      srcset.push({ url: `${UPLOADS_PATH}/${name}`, width });
      previous = made;
    }
  } catch (error) {
    if (error instanceof Error && !('code' in error)) {
      // sharp's own errors (a broken or too large image) have no system error code.
      throw new UnsupportedImage(error.message);
    }
    throw error;
  }
  const largest = srcset.at(-1);
  if (!largest) throw new Error('No width was made');
  return { url: largest.url, srcset };
}

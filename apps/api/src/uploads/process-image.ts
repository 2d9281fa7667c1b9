import { createHash } from 'node:crypto';
import {
  PROFILE_IMAGE_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  type UploadKind,
  type UploadResponse,
} from '@bookshop/contract';
import sharp from 'sharp';
import { type ImageType, imageTypeOf } from './image-type';
import type { UploadStore } from './store';

/** The widths made of each kind of image, smallest first; the answer's `url` is the largest. */
export const uploadWidths: Record<UploadKind, readonly number[]> = {
  cover: [240, 480, 960],
  photo: [240, 480, 960],
  profile: [96, 192, 384],
};

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

export class UnsupportedImage extends Error {}

/**
 * Checks the bytes are an image of a format its kind takes (`uploadTypes`), and keeps it as WebP in each width of its
 * kind (never wider than it is), turned upright by its EXIF orientation and without any metadata
 * (sharp writes none unless asked: no camera, place or EXIF survives). Names come from the
 * bytes' hash, so a served file never changes and may be cached for ever.
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
  const srcset: UploadResponse['srcset'] = [];
  try {
    for (const width of uploadWidths[kind]) {
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      // A narrow image is not made wider: its widths past its own are the same file.
      if (srcset.at(-1)?.width === info.width) break;
      const name = `${hash}-${info.width}.webp`;
      await store.put(name, data);
      srcset.push({ url: `${UPLOADS_PATH}/${name}`, width: info.width });
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

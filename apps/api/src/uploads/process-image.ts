import { createHash } from 'node:crypto';
import type { UploadKind, UploadResponse } from '@bookshop/contract';
import sharp from 'sharp';
import { imageTypeOf } from './image-type';
import type { UploadStore } from './store';

/** The widths made of each kind of image, smallest first; the answer's `url` is the largest. */
export const uploadWidths: Record<UploadKind, readonly number[]> = {
  cover: [240, 480, 960],
  photo: [240, 480, 960],
  profile: [96, 192, 384],
};

/** Where stored images are served (routes.ts): one fixed path, names that never change their bytes. */
export const UPLOADS_PATH = '/uploads';

/** An image of more pixels than this is refused before it is decoded (a small file can unpack huge). */
const MAX_INPUT_PIXELS = 40_000_000;

export class UnsupportedImage extends Error {}

/**
 * Checks the bytes are a JPEG, PNG, WebP or AVIF image, and keeps it as WebP in each width of its
 * kind (never wider than it is), turned upright by its EXIF orientation and without any metadata
 * (sharp writes none unless asked: no camera, place or EXIF survives). Names come from the
 * bytes' hash, so a served file never changes and may be cached for ever.
 */
export async function storeImage(
  store: UploadStore,
  bytes: Uint8Array,
  kind: UploadKind,
): Promise<UploadResponse> {
  if (!imageTypeOf(bytes)) throw new UnsupportedImage('Not a JPEG, PNG, WebP or AVIF image');
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

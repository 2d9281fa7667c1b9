import { createHash } from 'node:crypto';
import { imageWidths } from '@bookshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import {
  type ArtworkKind,
  artworkLargestWidth,
  bookCoverSvg,
  PLACEHOLDER_ARTWORK_KEY,
  placeholderArtwork,
  portraitSvg,
  publisherLogoSvg,
  slideSvg,
} from '../db/seed/artwork';
import { demoAuthors, demoBooks, demoPublishers, demoSlides } from '../db/seed/demo-catalogue';
import type { UploadStore } from '../uploads/store';

/** Names of the rasters kept on disk: kind, key, width and the drawing's hash (a changed drawing is a new file). */
export const ARTWORK_FILE_NAME = /^(books|authors|publishers|slides)--[a-z0-9-]+-\d{2,4}-[0-9a-f]{16}\.webp$/;

/** The demo catalogue's artwork, drawn from its keys: no image comes from outside. */
function artworkByKind(): Record<ArtworkKind, Map<string, () => string>> {
  const authorNames = new Map(demoAuthors.map((author) => [author.key, author.name.eng]));
  return {
    books: new Map(
      demoBooks.map((book) => [
        book.key,
        () =>
          bookCoverSvg({ key: book.key, name: book.name.eng, author: authorNames.get(book.author) ?? '' }),
      ]),
    ).set(PLACEHOLDER_ARTWORK_KEY, placeholderArtwork.books),
    authors: new Map(
      demoAuthors.map((a) => [a.key, () => portraitSvg({ key: a.key, name: a.name.eng })]),
    ).set(PLACEHOLDER_ARTWORK_KEY, placeholderArtwork.authors),
    publishers: new Map(
      demoPublishers.map((p) => [p.key, () => publisherLogoSvg({ key: p.key, name: p.name.eng })]),
    ).set(PLACEHOLDER_ARTWORK_KEY, placeholderArtwork.publishers),
    slides: new Map(demoSlides.map((s) => [s.key, () => slideSvg(s.key)])),
  };
}

/** An SVG drawing as WebP `width` pixels wide, rasterised at that size (not scaled up from a small bitmap). */
export async function rasterise(svg: string, width: number): Promise<Buffer> {
  const drawnWidth = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1] ?? width);
  return sharp(Buffer.from(svg), { density: (72 * width) / drawnWidth })
    .resize({ width })
    .webp({ quality: 82 })
    .toBuffer();
}

/** A year: an address of the artwork always holds the same picture. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface ImageRouteOptions {
  /** Where the rasters are kept once made (DATA_DIR/artwork in production). */
  store: UploadStore;
}

/**
 * `GET /images/:kind/<key>-<width>.webp`: the demo artwork as WebP in each width of its kind, made on
 * its first request and kept (on disk across restarts, in memory meanwhile), so each distinct picture
 * is rasterised once however many books share it (the synthetic catalogue's 100,000 share one).
 * `<key>.svg` still answers the drawing itself, for databases seeded before the artwork was raster.
 */
export const imageRoutes: FastifyPluginAsync<ImageRouteOptions> = async (app, { store }) => {
  const artwork = artworkByKind();
  const drawn = new Map<string, string>();
  const made = new Map<string, Promise<Uint8Array>>();

  const drawing = (kind: ArtworkKind, key: string, draw: () => string) => {
    const path = `${kind}/${key}`;
    let svg = drawn.get(path);
    if (svg === undefined) {
      svg = draw();
      drawn.set(path, svg);
    }
    return svg;
  };

  const raster = (kind: ArtworkKind, key: string, width: number, svg: string) => {
    const hash = createHash('sha256').update(svg).digest('hex').slice(0, 16);
    const name = `${kind}--${key}-${width}-${hash}.webp`;
    let bytes = made.get(name);
    if (!bytes) {
      bytes = (async () => {
        const kept = await store.get(name);
        if (kept) return kept;
        const fresh = await rasterise(svg, width);
        await store.put(name, fresh);
        return fresh;
      })();
      // A failure is not kept: the next request tries again.
      bytes.catch(() => made.delete(name));
      made.set(name, bytes);
    }
    return bytes;
  };

  app.get<{ Params: { kind: string; file: string } }>('/images/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    // Own kinds only: /images/toString/x must not reach Object.prototype.
    if (!Object.hasOwn(artwork, kind)) return reply.callNotFound();
    const artKind = kind as ArtworkKind;

    const sized = /^([a-z0-9-]+)-(\d{2,4})\.webp$/.exec(file);
    if (sized) {
      const [, key = '', width = ''] = sized;
      const draw = artwork[artKind].get(key);
      if (!draw || !imageWidths[artworkLargestWidth[artKind]]?.includes(Number(width))) {
        return reply.callNotFound();
      }
      const bytes = await raster(artKind, key, Number(width), drawing(artKind, key, draw));
      return reply.type('image/webp').header('cache-control', IMMUTABLE).send(Buffer.from(bytes));
    }

    const key = file.endsWith('.svg') ? file.slice(0, -4) : '';
    const draw = artwork[artKind].get(key);
    if (!draw) return reply.callNotFound();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(drawing(artKind, key, draw));
  });
};

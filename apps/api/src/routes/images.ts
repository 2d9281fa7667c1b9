import type { FastifyPluginAsync } from 'fastify';
import { bookCoverSvg, portraitSvg, publisherLogoSvg, slideSvg } from '../db/seed/artwork';
import { demoAuthors, demoBooks, demoPublishers, demoSlides } from '../db/seed/demo-catalogue';

/** The demo catalogue's artwork, drawn on first request and kept: no image comes from outside. */
function artworkByKind(): Record<string, Map<string, () => string>> {
  const authorNames = new Map(demoAuthors.map((author) => [author.key, author.name.eng]));
  return {
    books: new Map(
      demoBooks.map((book) => [
        book.key,
        () =>
          bookCoverSvg({ key: book.key, name: book.name.eng, author: authorNames.get(book.author) ?? '' }),
      ]),
    ),
    authors: new Map(demoAuthors.map((a) => [a.key, () => portraitSvg({ key: a.key, name: a.name.eng })])),
    publishers: new Map(
      demoPublishers.map((p) => [p.key, () => publisherLogoSvg({ key: p.key, name: p.name.eng })]),
    ),
    slides: new Map(demoSlides.map((s) => [s.key, () => slideSvg(s.key)])),
  };
}

export const imageRoutes: FastifyPluginAsync = async (app) => {
  const artwork = artworkByKind();
  const drawn = new Map<string, string>();

  app.get<{ Params: { kind: string; file: string } }>('/images/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const key = file.endsWith('.svg') ? file.slice(0, -4) : '';
    // Own kinds only: /images/toString/x must not reach Object.prototype.
    const draw = Object.hasOwn(artwork, kind) ? artwork[kind]?.get(key) : undefined;
    if (!draw) return reply.callNotFound();

    const path = `${kind}/${key}`;
    let svg = drawn.get(path);
    if (svg === undefined) {
      svg = draw();
      drawn.set(path, svg);
    }
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(svg);
  });
};

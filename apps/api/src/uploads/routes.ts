import {
  messages,
  UPLOAD_MAX_BYTES,
  type UploadKind,
  uploadKinds,
  uploadResponseSchema,
} from '@bookshop/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../http/errors';
import { responseSchema } from '../http/schemas';
import { guards, type RouteOptions } from '../routes/options';
import { UploadTurns } from './limits';
import { storeImage, UnsupportedImage, UPLOADS_PATH, uploadMaxBytes, uploadTypes } from './process-image';
import type { UploadStore } from './store';

/** Who may upload each kind: covers and author or publisher photos are the back office's. */
export const uploadPolicy: Record<UploadKind, 'admin' | 'signedIn'> = {
  cover: 'admin',
  photo: 'admin',
  profile: 'signedIn',
};

const uploadQuerySchema = z.strictObject({ kind: z.enum(uploadKinds) });

/** A year: the names are the bytes' hash, so a file at an address never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface UploadRouteOptions extends RouteOptions {
  store: UploadStore;
}

/**
 * `POST /api/uploads?kind=cover|photo|profile` (multipart, one `file` part) → `{ url, srcset }` (201);
 * `GET /uploads/:name` serves what was stored. The sender is checked before any byte of the body is
 * read: a guest 401, a reader asking for a cover or photo 403, an uploader past their limits 429
 * (`uploadLimits`).
 */
export const uploadRoutes: FastifyPluginAsync<UploadRouteOptions> = async (app, { db, auth, store }) => {
  const guard = guards(auth);
  const turns = new UploadTurns(db);
  // In this plugin's scope only: every other call still takes JSON alone (http/body.ts).
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  async function mayUploadKind(request: FastifyRequest) {
    const { kind } = request.query as { kind: UploadKind };
    if (uploadPolicy[kind] === 'admin') await auth.requireAdmin(request);
  }

  app.post<{ Querystring: z.infer<typeof uploadQuerySchema> }>(
    '/api/uploads',
    {
      onRequest: guard.signedIn,
      // After the query is validated (an unknown kind is a 400), before the body is read.
      preHandler: mayUploadKind,
      schema: {
        querystring: uploadQuerySchema,
        response: { 201: responseSchema(uploadResponseSchema) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'unsupportedMediaType', 'Send the image as multipart/form-data');
      }
      const { kind } = request.query;
      const { user } = await auth.requireUser(request);
      // Before a byte of the image is read.
      const done = await turns.begin(user.id, uploadPolicy[kind]);
      try {
        const bytes = await readImage(request, kind);
        return reply.status(201).send(await turns.process(() => storeUpload(bytes, kind)));
      } finally {
        done();
      }
    },
  );

  /** The bytes of the one `file` part, refused past the kind's size. */
  async function readImage(request: FastifyRequest, kind: UploadKind): Promise<Buffer> {
    const part = await request.file();
    if (part?.fieldname !== 'file') {
      throw new HttpError(400, 'invalidInput', 'Send one image as the `file` part', {
        file: messages.fieldRequired,
      });
    }
    const tooLarge = () =>
      new HttpError(413, 'payloadTooLarge', `The image is larger than ${uploadMaxBytes[kind] / 2 ** 20} MB`, {
        file: messages.imageTooLarge,
      });
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
    if (bytes.length > uploadMaxBytes[kind]) throw tooLarge();
    return bytes;
  }

  /** The image kept in every width of its kind, or a 400 naming `file` when it is no image of that kind. */
  async function storeUpload(bytes: Buffer, kind: UploadKind) {
    try {
      return await storeImage(store, bytes, kind);
    } catch (error) {
      if (error instanceof UnsupportedImage) {
        const types = uploadTypes[kind].map((type) => type.toUpperCase()).join(', ');
        throw new HttpError(400, 'invalidInput', `The file is not a ${types} image`, {
          file: messages.imageTypeUnsupported,
        });
      }
      throw error;
    }
  }

  app.get<{ Params: { name: string } }>(`${UPLOADS_PATH}/:name`, async (request, reply) => {
    const bytes = await store.get(request.params.name);
    if (!bytes) return reply.callNotFound();
    return reply.type('image/webp').header('cache-control', IMMUTABLE).send(Buffer.from(bytes));
  });
};

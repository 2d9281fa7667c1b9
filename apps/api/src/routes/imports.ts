import { randomUUID } from 'node:crypto';
import {
  IMPORT_ARRIVAL_MS,
  IMPORT_MAX_BYTES,
  type ImportFormat,
  importApiPaths,
  importErrorsResponseSchema,
  importResponseSchema,
  importsResponseSchema,
  messages,
  newImportResponseSchema,
} from '@bookshop/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { audited } from '../db/audit';
import { cancelImport, createImport, findImport, listImportErrors, listImports } from '../db/imports';
import { allowBodyTime } from '../http/connections';
import { HttpError, notFound, requireUuid } from '../http/errors';
import { responseSchema } from '../http/schemas';
import { looksLikeBooksCsv } from '../imports/csv';
import type { ImportFiles } from '../imports/files';
import { looksLikeOnix3 } from '../imports/onix';
import type { ImportRunner } from '../imports/runner';
import { idParamsSchema } from './books';
import { guards, type RouteOptions } from './options';

export interface ImportRouteOptions extends RouteOptions {
  files: ImportFiles;
  runner: ImportRunner;
}

type IdParams = { id: string };

/** What a received file is, from its first bytes (never its name or content type). */
async function formatOf(start: string): Promise<ImportFormat | undefined> {
  if (/^\uFEFF?\s*</.test(start)) return looksLikeOnix3(start) ? 'onix' : undefined;
  return (await looksLikeBooksCsv(start)) ? 'csv' : undefined;
}

const unsupported = () =>
  new HttpError(400, 'invalidInput', 'The file is neither an ONIX 3.0 message nor a CSV of books', {
    file: messages.importFileUnsupported,
  });

/**
 * Catalogue imports (issue 38), admins only, checked before a byte of the body is read: `POST`
 * receives a feed (multipart, one `file` part) onto disk as it arrives and answers 202 at once; the
 * runner imports it in the background (imports/runner.ts). Starting and cancelling are written to the
 * audit log, as every admin change is.
 */
export const importRoutes: FastifyPluginAsync<ImportRouteOptions> = async (
  app,
  { db, auth, files, runner },
) => {
  const guard = guards(auth);
  // In this plugin's scope only: every other call still takes JSON alone (http/body.ts).
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
  const prefix = '/api';

  app.post(
    `${prefix}${importApiPaths.imports()}`,
    {
      onRequest: guard.admin,
      schema: {
        summary:
          'Starts importing an ONIX 3.0 or CSV feed (multipart `file`); 202 at once, runs in the background',
        response: { 202: responseSchema(newImportResponseSchema) },
      },
    },
    async (request, reply) => {
      const { user } = await auth.requireAdmin(request);
      // A connection on which nothing moves is still closed by the idle time-out (http/connections.ts).
      allowBodyTime(request.raw, IMPORT_ARRIVAL_MS);
      if (!request.isMultipart()) {
        throw new HttpError(415, 'unsupportedMediaType', 'Send the feed as multipart/form-data');
      }
      const part = await request.file();
      if (part?.fieldname !== 'file') {
        throw new HttpError(400, 'invalidInput', 'Send one feed as the `file` part', {
          file: messages.fieldRequired,
        });
      }
      const id = randomUUID();
      try {
        await files.receive(id, part.file);
        if (part.file.truncated) {
          throw new HttpError(
            413,
            'payloadTooLarge',
            `The feed is larger than ${IMPORT_MAX_BYTES / 2 ** 30} GB`,
            {
              file: messages.importFileTooLarge,
            },
          );
        }
        const format = await formatOf(await files.start(id));
        if (!format) throw unsupported();
        const fileName = (part.filename || 'feed').replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, '').slice(0, 200);
        await files.keep(id);
        await audited(db, user, { entity: 'import', action: 'create', createdId: () => id }, (tx) =>
          createImport(tx, {
            id,
            format,
            fileName,
            admin: { id: user.id, name: `${user.name} ${user.surname}` },
          }),
        );
      } catch (error) {
        await files.remove(id);
        throw error;
      }
      runner.wake();
      return reply.status(202).send({ import: { id } });
    },
  );

  app.get(
    `${prefix}${importApiPaths.imports()}`,
    {
      onRequest: guard.admin,
      schema: {
        summary: 'The newest catalogue imports, running or finished',
        response: { 200: responseSchema(importsResponseSchema) },
      },
    },
    async () => ({ imports: await listImports(db) }),
  );

  app.get<{ Params: IdParams }>(
    `${prefix}/admin/imports/:id`,
    {
      onRequest: guard.admin,
      schema: {
        summary: 'An import: how far it got, what it created and updated, its first errors',
        params: idParamsSchema,
        response: { 200: responseSchema(importResponseSchema) },
      },
    },
    async (request) => {
      const found = await findImport(db, requireUuid(request.params.id, 'Import'));
      if (!found) throw notFound('Import');
      return { import: found };
    },
  );

  app.get<{ Params: IdParams }>(
    `${prefix}/admin/imports/:id/errors`,
    {
      onRequest: guard.admin,
      schema: {
        summary: 'Every error kept of an import (record, field, message code), for the download',
        params: idParamsSchema,
        response: { 200: responseSchema(importErrorsResponseSchema) },
      },
    },
    async (request) => {
      const found = await listImportErrors(db, requireUuid(request.params.id, 'Import'));
      if (!found) throw notFound('Import');
      return found;
    },
  );

  app.post<{ Params: IdParams }>(
    `${prefix}/admin/imports/:id/cancel`,
    {
      onRequest: guard.admin,
      schema: {
        summary: 'Stops a running import after the batch being written; 409 importFinished once it ended',
        params: idParamsSchema,
        response: { 200: responseSchema(importResponseSchema) },
      },
    },
    async (request) => {
      const id = requireUuid(request.params.id, 'Import');
      const { user } = await auth.requireAdmin(request);
      const cancelled = await audited(db, user, { entity: 'import', action: 'update', id }, (tx) =>
        cancelImport(tx, id),
      );
      if (cancelled === 'notFound') throw notFound('Import');
      if (cancelled === 'finished') {
        throw new HttpError(409, messages.importFinished, 'This import has already ended');
      }
      await files.remove(id);
      const found = await findImport(db, id);
      if (!found) throw notFound('Import');
      return { import: found };
    },
  );
};

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { OPENAPI_PATH } from './openapi';

export const API_REFERENCE_PATH = '/api/reference';

/** Swagger UI's files, from its npm package: served by this server, never from a CDN. */
const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const files: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/** No inline script (the CSP allows none): the page starts Swagger UI from this file. */
const startScript = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_PATH)},
    dom_id: '#reference',
    deepLinking: true,
    validatorUrl: null,
    withCredentials: true,
  });
});
`;

function page(version: string): string {
  const asset = (file: string) => `${API_REFERENCE_PATH}/${file}?v=${encodeURIComponent(version)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Barcelona bookshop API reference</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${asset('swagger-ui.css')}">
</head>
<body>
<main id="reference"></main>
<script src="${asset('swagger-ui-bundle.js')}"></script>
<script src="${API_REFERENCE_PATH}/start.js"></script>
</body>
</html>
`;
}

/**
 * The API reference at `/api/reference`: Swagger UI reading `/api/openapi.json`, within the shop's
 * Content-Security-Policy (scripts from this origin only). Its own routes are not part of the API.
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  const { version } = JSON.parse(await readFile(join(swaggerUi, 'package.json'), 'utf8')) as {
    version: string;
  };
  const hidden = { config: { apiDocument: false } };
  const html = page(version);

  app.get(API_REFERENCE_PATH, hidden, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html),
  );
  app.get(`${API_REFERENCE_PATH}/start.js`, hidden, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(startScript),
  );
  const loaded = new Map<string, Buffer>();
  for (const [file, type] of Object.entries(files)) {
    app.get(`${API_REFERENCE_PATH}/${file}`, hidden, async (_request, reply) => {
      let content = loaded.get(file);
      if (!content) {
        content = await readFile(join(swaggerUi, file));
        loaded.set(file, content);
      }
      // The address carries Swagger UI's version: a new version is a new address.
      return reply.type(type).header('cache-control', 'public, max-age=604800, immutable').send(content);
    });
  }
}

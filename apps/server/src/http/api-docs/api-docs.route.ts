import fs from 'node:fs';
import { z } from 'zod';
import { API_DOCS_CALLS } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { notFound } from '../app-error.ts';
import { buildOpenApiDocument } from './openapi-document.ts';
import { SWAGGER_INITIALIZER, SWAGGER_PAGE, swaggerUiFile } from './swagger-ui-files.ts';

/**
 * GET /api/docs: Swagger UI for the API source; /api/docs/openapi.json: its OpenAPI 3.1 document
 * (built once from the contracts' zod schemas); /api/docs/<file>: the page's own assets.
 */
export function apiDocsRoute(app: AppInstance, ctx: AppContext) {
  const document = buildOpenApiDocument(ctx.config.publicUrl);
  const publicRoute = { config: { access: 'public' as const } };
  app.get(API_DOCS_CALLS.openApiDocument.path, publicRoute, async () => document);
  app.get(API_DOCS_CALLS.swaggerPage.path, publicRoute, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(SWAGGER_PAGE),
  );
  app.get(API_DOCS_CALLS.swaggerInitializer.path, publicRoute, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(SWAGGER_INITIALIZER),
  );
  app.get(
    API_DOCS_CALLS.swaggerFile.path,
    { ...publicRoute, schema: { params: z.object({ file: z.string().max(64) }) } },
    async (request, reply) => {
      const file = swaggerUiFile(request.params.file);
      if (!file) throw notFound(`Route GET ${request.url.split('?')[0]} not found`);
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=86400')
        .send(fs.createReadStream(file.path));
    },
  );
}

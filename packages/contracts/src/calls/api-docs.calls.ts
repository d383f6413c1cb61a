import { defineCall } from './define-call.ts';

/** The OpenAPI document and the Swagger UI page with its files (server: http/api-docs/); none answers the envelope. */
export const API_DOCS_CALLS = {
  openApiDocument: defineCall({ method: 'GET', path: '/api/docs/openapi.json', access: 'public', module: 'api-docs' }),
  swaggerPage: defineCall({ method: 'GET', path: '/api/docs', access: 'public', module: 'api-docs' }),
  swaggerInitializer: defineCall({
    method: 'GET',
    path: '/api/docs/swagger-initializer.js',
    access: 'public',
    module: 'api-docs',
  }),
  swaggerFile: defineCall({ method: 'GET', path: '/api/docs/:file', access: 'public', module: 'api-docs' }),
} as const;

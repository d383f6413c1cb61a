import { z } from 'zod';
import {
  CALL_LIST,
  API_SOURCE_MSG,
  API_TOKEN_PREFIX,
  apiDocumentCreatedResponseSchema,
  apiDocumentParamsSchema,
  apiDocumentResponseSchema,
  apiDocumentUploadSchema,
  apiErrorResponseSchema,
  approvalDataSchema,
  approvalFieldSchema,
  approvalTableSchema,
  idempotencyKeySchema,
} from '@paperbridge/contracts';
import { CALL_SECURITY_SCHEMES, jsonSchema, withTableCalls } from './call-path-items.ts';

const REF = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/**
 * The components: every schema of the API source, converted from the contracts' zod schemas
 * (the ones the server validates with), so the published document cannot drift from the code.
 */
function componentSchemas(): Record<string, unknown> {
  const registry = z.registry<{ id: string }>();
  registry.add(approvalFieldSchema, { id: 'ApprovalField' });
  registry.add(approvalTableSchema, { id: 'ApprovalTable' });
  registry.add(approvalDataSchema, { id: 'ApprovalData' });
  registry.add(apiDocumentUploadSchema, { id: 'DocumentUpload' });
  registry.add(apiDocumentCreatedResponseSchema, { id: 'DocumentCreatedResponse' });
  registry.add(apiDocumentResponseSchema, { id: 'DocumentResponse' });
  registry.add(apiErrorResponseSchema, { id: 'ErrorResponse' });
  const { schemas } = z.toJSONSchema(registry, { target: 'draft-2020-12', uri: (id) => REF(id).$ref });
  // OpenAPI 3.1 components are plain JSON Schema 2020-12 objects: no per-schema $schema or $id
  return Object.fromEntries(
    Object.entries(schemas).map(([id, s]) => [
      id,
      Object.fromEntries(Object.entries(s).filter(([k]) => k !== '$schema' && k !== '$id')),
    ]),
  );
}

const json = (schema: string, description: string) => ({
  description,
  content: { 'application/json': { schema: REF(schema) } },
});
const error = (description: string) => json('ErrorResponse', description);

/**
 * OpenAPI 3.1 document served at /api/docs/openapi.json: the API source's two calls written out in full,
 * then every other call of the calls table (packages/contracts/src/calls), grouped by module.
 */
export function buildOpenApiDocument(publicUrl: string) {
  const unauthorized = error(
    `No token (${API_SOURCE_MSG.tokenRequired}) or a token that is not valid (${API_SOURCE_MSG.tokenInvalid})`,
  );
  const forbidden = error(API_SOURCE_MSG.apiNotSelected);
  const limited = error('Too many requests: the rate limit of the whole API applies (per client address, per minute).');
  const document = {
    openapi: '3.1.0',
    info: {
      title: 'Paperbridge API',
      version: '1.0.0',
      description:
        'Send documents to one mapping and read back their extracted data. Each mapping with the API source has its own token ' +
        `(it starts with \`${API_TOKEN_PREFIX}\`), e-mailed to you when the mapping is saved; send it as \`Authorization: Bearer <token>\`. ` +
        'Every answer is the envelope `{code, message, result}`, `code` being the HTTP status. ' +
        "The other groups are the web app's calls, with its session (appSession), listed from the calls table.",
    },
    servers: [{ url: publicUrl }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(['api-source', ...CALL_LIST.map((c) => c.module)])].map((name) => ({ name })),
    paths: {
      '/api/v1/documents': {
        post: {
          operationId: 'postDocument',
          tags: ['api-source'],
          summary: 'Send a document to the mapping of the token',
          description:
            'The file is checked (a PDF or a JPG, PNG or TIFF photo, not empty, not password protected, at most 50 MB) and processed in the background: ' +
            'read GET /api/v1/documents/{dtId} until `status` is `ready` (or `awaiting_review`, `failed`, `duplicate`, `insufficient_balance`). ' +
            'The same bytes sent again to the same mapping end as `duplicate` and are not charged twice.',
          parameters: [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              schema: jsonSchema(idempotencyKeySchema),
              description: idempotencyKeySchema.description,
            },
          ],
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: REF('DocumentUpload'),
                encoding: { file: { contentType: 'application/pdf, image/jpeg, image/png, image/tiff' } },
              },
            },
          },
          responses: {
            '201': json('DocumentCreatedResponse', API_SOURCE_MSG.accepted),
            '200': json('DocumentCreatedResponse', API_SOURCE_MSG.repeated),
            '400': error(
              'No file, a file that is not a readable PDF or photo, or a malformed Idempotency-Key; `message` says which.',
            ),
            '401': unauthorized,
            '403': forbidden,
            '409': error('The mapping is a draft or has no learned template yet.'),
            '413': error('The file is larger than the limit.'),
            '429': limited,
          },
        },
      },
      '/api/v1/documents/{dtId}': {
        get: {
          operationId: 'getDocument',
          tags: ['api-source'],
          summary: 'Read a document sent with this token: its state and its data',
          parameters: [
            {
              name: 'dtId',
              in: 'path',
              required: true,
              schema: jsonSchema(apiDocumentParamsSchema.shape.dtId),
              description: apiDocumentParamsSchema.shape.dtId.description,
            },
          ],
          responses: {
            '200': json('DocumentResponse', 'The document'),
            '401': unauthorized,
            '403': forbidden,
            '404': error('No document with this id was sent with this token.'),
            '429': limited,
          },
        },
      },
    },
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: `The mapping's API token (${API_TOKEN_PREFIX}…), e-mailed when the mapping was saved with the API source.`,
        },
        ...CALL_SECURITY_SCHEMES,
      },
      schemas: componentSchemas(),
    },
  };
  return { ...document, paths: withTableCalls(document.paths, CALL_LIST) };
}

import {
  apiDocumentCreatedSchema,
  apiDocumentParamsSchema,
  apiDocumentSchema,
  regenerateApiTokenSchema,
  regeneratedApiTokenSchema,
} from '../documents/api-v1.contracts.ts';
import { defineCall } from './define-call.ts';

/** The API source: documents sent with a mapping's own token, and that token's renewal (server: http/api-source/). */
export const API_SOURCE_CALLS = {
  /** multipart: a `file` (apiDocumentUploadSchema); 201, or 200 for a repeated Idempotency-Key */
  postDocument: defineCall({
    method: 'POST',
    path: '/api/v1/documents',
    access: 'api-token',
    module: 'api-source',
    result: apiDocumentCreatedSchema,
  }),
  getDocument: defineCall({
    method: 'GET',
    path: '/api/v1/documents/:dtId',
    access: 'api-token',
    module: 'api-source',
    params: apiDocumentParamsSchema,
    result: apiDocumentSchema,
  }),
  regenerateApiToken: defineCall({
    method: 'POST',
    path: '/api/Admin/Map/RegenerateApiToken',
    access: 'icr',
    module: 'api-source',
    input: regenerateApiTokenSchema,
    result: regeneratedApiTokenSchema,
  }),
} as const;

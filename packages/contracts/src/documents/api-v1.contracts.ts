import { z } from 'zod';
import { envelopeSchema, fieldErrorSchema } from '../envelope.ts';
import { approvalDataSchema } from './approval-data.contracts.ts';
import { documentStateSchema } from './document-states.ts';

/**
 * The API source (spec 001 "Sources: API"): a customer's system posts documents to
 * /api/v1/documents with the mapping's bearer token and reads them back. These schemas are
 * both the server's validation and the published OpenAPI document (docs/api-source.md).
 */

/** Every API token starts with this, so one found in a log or a repository is recognisable. */
export const API_TOKEN_PREFIX = 'pb_live_';

/** Texts of the API source, used verbatim by the server, the OpenAPI document and the docs. */
export const API_SOURCE_MSG = {
  tokenRequired: 'An API token is required: send it as "Authorization: Bearer <token>".',
  tokenInvalid: 'The API token is not valid. Use the token e-mailed for the mapping, or regenerate it.',
  apiNotSelected: 'The API is not selected as a source of this mapping. Edit the mapping to add the API source.',
  idempotencyKey: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  accepted: 'The document was received and is being processed.',
  repeated: 'A document was already received with this Idempotency-Key; this is that document.',
  tokenRegenerated: 'A new API token was e-mailed to you; the previous token no longer works.',
  mailSubject: (mappingName: string) => `Your Paperbridge API token for the mapping ${mappingName}`,
} as const;

/** The Idempotency-Key header: a retried POST with the same key answers the first document. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, API_SOURCE_MSG.idempotencyKey)
  .meta({
    description:
      'Any value of yours (an invoice id, a UUID); a POST repeated with the same key answers the first document instead of creating another.',
  });

/** multipart/form-data of POST /api/v1/documents (documented only: the file is streamed, never parsed whole). */
export const apiDocumentUploadSchema = z.object({
  file: z
    .string()
    .meta({ format: 'binary', description: 'The document: a PDF, or a JPG, PNG or TIFF photo (at most 50 MB).' }),
});

export const apiDocumentCreatedSchema = z.object({
  dtId: z.uuid().meta({ description: 'The document id; read the document back with GET /api/v1/documents/{dtId}.' }),
});
export type ApiDocumentCreated = z.infer<typeof apiDocumentCreatedSchema>;

export const apiDocumentParamsSchema = z.object({
  dtId: z.string().trim().min(1).max(64).meta({ description: 'The id answered by POST /api/v1/documents.' }),
});

/** A document as the API source reports it: its pipeline state and, once mapped, its data. */
export const apiDocumentSchema = z.object({
  dtId: z.uuid(),
  fileName: z.string(),
  status: documentStateSchema.meta({
    description:
      'The pipeline state (docs/pipeline.md). `ready` or `awaiting_review` once the data is extracted; `failed`, `duplicate` and `insufficient_balance` are final.',
  }),
  approvalStatus: z.number().int().nullable().meta({
    description:
      '0 waiting for approval, 1 approved, 3 approved but not sent, 4 failed (balance), 5 reprocess, 6 reprocess failed (balance); null: approval not required.',
  }),
  dtConfidence: z
    .number()
    .min(0)
    .max(100)
    .nullable()
    .meta({ description: 'How sure the extraction is, in percent; null until mapped.' }),
  dtUniqueReference: z
    .string()
    .nullable()
    .meta({ description: "The value of the mapping's unique-key field, else the file name." }),
  pageCount: z.number().int().nullable(),
  message: z.string().nullable().meta({ description: 'Why the document failed, when it did.' }),
  createdDate: z.iso.datetime(),
  processedDate: z.iso.datetime().nullable(),
  data: approvalDataSchema
    .nullable()
    .meta({ description: 'The extracted data (the approved data once a person approved it); null until mapped.' }),
});
export type ApiDocument = z.infer<typeof apiDocumentSchema>;

/** POST /api/Admin/Map/RegenerateApiToken (beyond the spec): a new token for the mapping, e-mailed. */
export const regenerateApiTokenSchema = z.object({ cnId: z.uuid() });
export type RegenerateApiToken = z.infer<typeof regenerateApiTokenSchema>;
export const regeneratedApiTokenSchema = z.object({ cnId: z.uuid(), apiTokenCreatedAt: z.iso.datetime() });
export type RegeneratedApiToken = z.infer<typeof regeneratedApiTokenSchema>;

export const apiDocumentCreatedResponseSchema = envelopeSchema(apiDocumentCreatedSchema);
export const apiDocumentResponseSchema = envelopeSchema(apiDocumentSchema);
/** Every error: the HTTP status in `code`, the reason in `message`, the fields at fault (if any) in `result`. */
export const apiErrorResponseSchema = envelopeSchema(z.array(fieldErrorSchema).nullable());

import type { FastifyRequest } from 'fastify';
import {
  API_SOURCE_CALLS,
  API_SOURCE_MSG,
  idempotencyKeySchema,
  type ApiDocumentCreated,
  type Envelope,
} from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { AppInstance } from '../app-instance.ts';
import { bearerToken } from '../access-control.ts';
import { AppError } from '../app-error.ts';
import { streamFilePart } from '../documents/stream-file-part.ts';
import { authenticateApiToken } from '../../services/api-source/authenticate-api-token.ts';
import { checkMappingTakesDocuments, receiveApiDocument } from '../../services/api-source/receive-api-document.ts';

function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success)
    throw new AppError(400, API_SOURCE_MSG.idempotencyKey, [
      { field: 'Idempotency-Key', message: API_SOURCE_MSG.idempotencyKey },
    ]);
  return parsed.data;
}

/**
 * POST /api/v1/documents (the API source, spec 001): multipart `file` with the mapping's bearer
 * token and an optional Idempotency-Key header. 201 with {dtId} for a new document, 200 with the
 * earlier one when the key was used before. The token, key and mapping are checked before the
 * file is read; the file is streamed to storage and checked there (400/413 with the reason).
 */
export function postDocumentRoute(app: AppInstance, ctx: AppContext) {
  app.post(
    API_SOURCE_CALLS.postDocument.path,
    { config: { access: 'public' } },
    async (request, reply): Promise<Envelope<ApiDocumentCreated>> => {
      const mapping = await authenticateApiToken(ctx, bearerToken(request));
      const idempotencyKey = idempotencyKeyOf(request);
      checkMappingTakesDocuments(mapping);
      const submitted = await streamFilePart(request, (part) =>
        receiveApiDocument(ctx, mapping, { idempotencyKey, fileName: part.fileName, stream: part.stream }),
      );
      const status = submitted.created ? 201 : 200;
      reply.status(status);
      return {
        code: status,
        message: submitted.created ? API_SOURCE_MSG.accepted : API_SOURCE_MSG.repeated,
        result: { dtId: submitted.dtId },
      };
    },
  );
}

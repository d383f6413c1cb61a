import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, type DomainErrorKind } from '../lib/errors/domain-error.ts';
import { AppError } from './app-error.ts';
import { malformedMultipart, malformedMultipartError } from './malformed-multipart.ts';

/** The one place a service's error kind becomes an HTTP status. */
export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rate_limited: 429,
  upstream_failed: 502,
};

/**
 * Every failure leaves as the `{code, message, result}` envelope with the matching
 * HTTP status. Bad input names the field; unexpected errors never leak internals.
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const status = STATUS_OF_KIND[error.kind];
      return reply.status(status).send({ code: status, message: error.message, result: error.result });
    }
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ code: error.statusCode, message: error.message, result: error.result });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => {
        const where = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const field = where || error.validationContext || 'body';
        return { field, message: v.message ?? 'Invalid value' };
      });
      const first = fields[0]!;
      return reply.status(400).send({ code: 400, message: `${first.field}: ${first.message}`, result: fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ code: 500, message: 'Internal server error', result: null });
    }
    const multipart = malformedMultipart(error);
    if (multipart) {
      const answer = malformedMultipartError(multipart);
      return reply.status(400).send({ code: 400, message: answer.message, result: answer.result });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ code: 500, message: 'Internal server error', result: null });
    }
    // Fastify's own 4xx (body too large, bad JSON, unsupported media type, rate limit)
    const message = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'Request body is too large' : error.message;
    return reply.status(status).send({ code: status, message, result: null });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ code: 404, message: `Route ${request.method} ${request.url.split('?')[0]} not found`, result: null });
  });
}

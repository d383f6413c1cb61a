/**
 * What a service throws when a request cannot be served: a kind (what went wrong, in domain
 * terms), the spec's message for the user, and an optional result (usually `[{field, message}]`).
 * Services never pick HTTP status codes: `http/error-handler.ts` maps each kind to one.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'payment_required'
  | 'rate_limited'
  | 'upstream_failed';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly result: unknown = null,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const isDomainError = (e: unknown): e is DomainError => e instanceof DomainError;

/** A broken business rule about one input field, with the spec's text. */
export const invalidField = (field: string, message: string) =>
  new DomainError('invalid', message, [{ field, message }]);
export const invalid = (message: string, result: unknown = null) => new DomainError('invalid', message, result);
export const notFound = (message = 'Not found', result: unknown = null) =>
  new DomainError('not_found', message, result);
export const conflict = (message: string, result: unknown = null) => new DomainError('conflict', message, result);
export const forbidden = (message = 'Forbidden') => new DomainError('forbidden', message);
export const tooLarge = (message: string, result: unknown = null) => new DomainError('too_large', message, result);
export const paymentRequired = (message: string, result: unknown = null) =>
  new DomainError('payment_required', message, result);
export const unauthenticated = (message = 'Unauthorized', result: unknown = null) =>
  new DomainError('unauthenticated', message, result);
export const rateLimited = (message: string, result: unknown = null) =>
  new DomainError('rate_limited', message, result);
/** An outside service (identity provider, SMS provider) did not answer as it should. */
export const upstreamFailed = (message: string, result: unknown = null) =>
  new DomainError('upstream_failed', message, result);

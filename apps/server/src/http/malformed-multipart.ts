import { AppError } from './app-error.ts';

/**
 * busboy reports a malformed multipart body with plain errors (no status), thrown from wherever the
 * body is read: the request's parts, or a file part a service is streaming to storage. These are the
 * client's fault, so they answer 400 with words instead of a 500.
 */
const ENDED_EARLY = 'The multipart body ends before its closing boundary.';
const PROBLEMS: [RegExp, string][] = [
  [
    /^Multipart: Boundary not found$/,
    'The multipart body has no boundary: send Content-Type: multipart/form-data; boundary=...',
  ],
  [/^The needle cannot (have a length bigger than|be an empty)/, 'The multipart boundary must be 1 to 70 characters.'],
  [/unexpected end of multipart data$/i, ENDED_EARLY],
];

/**
 * The words for a malformed multipart body, or null when the error is something else. `readingParts`:
 * the error came out of reading the request's parts, where a stream closed before its end is the
 * body cut short too (a file part whose closing boundary never came).
 */
export function malformedMultipart(error: unknown, opts: { readingParts?: boolean } = {}): string | null {
  const e = error as { message?: unknown; statusCode?: unknown; code?: unknown };
  if (e === null || typeof e !== 'object' || e.statusCode !== undefined || typeof e.message !== 'string') return null;
  if (opts.readingParts && e.code === 'ERR_STREAM_PREMATURE_CLOSE') return ENDED_EARLY;
  const message = e.message;
  return PROBLEMS.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}

/** The 400 for it, naming the body like a schema-validation answer. */
export const malformedMultipartError = (words: string) => new AppError(400, words, [{ field: 'body', message: words }]);

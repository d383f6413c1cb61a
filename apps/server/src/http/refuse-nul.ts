import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

export const NUL_MESSAGE = 'must not contain a NUL character (\\u0000)';

/** An object literal or a parser's dictionary (`Object.create(null)`-based, as fast-querystring makes), not a class instance. */
const isPlain = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v) as object | null;
  return proto === null || Object.getPrototypeOf(proto) === null;
};

/**
 * Where a string (or key) holding U+0000 sits in a parsed value, as a dotted path ('' for the value
 * itself), or null when there is none. Walks plain objects and arrays only (never a Buffer's bytes),
 * with its own stack: a deeply nested JSON body cannot overflow the call stack.
 */
export function nulPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\0')) return at;
      continue;
    }
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : isPlain(v) ? Object.entries(v) : [];
    for (const [k, x] of entries) {
      const path = at ? `${at}.${k}` : k;
      if (k.includes('\0')) return path;
      stack.push([x, path]);
    }
  }
  return null;
}

/** The 400 for a NUL in a named input, shaped like a schema-validation answer. */
export function nulError(field: string): AppError {
  return new AppError(400, `${field}: ${NUL_MESSAGE}`, [{ field, message: NUL_MESSAGE }]);
}

/**
 * One guard for every route: a NUL character in the path parameters, the query string or a parsed
 * body is refused with 400 before validation. No text the product stores or matches may hold one:
 * PostgreSQL refuses it in text (a 500 from deep inside a query), and it truncates strings in C
 * libraries and file systems. Multipart fields and file names are checked where they are read
 * (read-multipart.ts, stream-file-part.ts).
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [where, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const at = nulPath(value);
      if (at !== null) throw nulError(at || where);
    }
  });
}

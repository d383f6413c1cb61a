import type { z } from 'zod';
import { AppError } from '../app-error.ts';

/** Validates input that Fastify's schema cannot see (multipart fields): the same 400 as schema errors. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
  throw new AppError(400, `${fields[0]!.field}: ${fields[0]!.message}`, fields);
}

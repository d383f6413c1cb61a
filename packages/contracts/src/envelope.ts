import { z } from 'zod';

/**
 * Every response of the API is this envelope (spec 000 §7): `code` mirrors the
 * HTTP status (200 success), `message` is shown to the user on failure.
 */
export const envelopeSchema = <T extends z.ZodType>(result: T) =>
  z.object({ code: z.number().int(), message: z.string(), result });

export type Envelope<T> = { code: number; message: string; result: T };

/** Field-level problems carried in `result` of a 400 envelope. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

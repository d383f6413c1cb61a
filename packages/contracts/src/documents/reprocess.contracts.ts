import { z } from 'zod';

/** GET /api/Admin/Map/ReProcessDocCheck?id and ReProcessDoc?id: the document's id. */
export const reprocessQuerySchema = z.object({ id: z.string().trim().min(1).max(64) });

/** ReProcessDoc's result: the document, queued again from intake under its next attempt. */
export const reprocessResultSchema = z.object({ dtId: z.string(), attempt: z.number().int().positive() });
export type ReprocessResult = z.infer<typeof reprocessResultSchema>;

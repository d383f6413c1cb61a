import { z } from 'zod';

/** GET /api/health: the database answered; `workers` is how many job workers this process runs (0 for --role api). */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  workers: z.number().int().nonnegative(),
  /** ISO 8601, the server's clock */
  time: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * GET /api/Public/Config as the server answers it: what the web app needs before sign-in. Every field is
 * always sent; the web app's own reading of it may still default what an older server left out.
 */
export const publicConfigResultSchema = z.object({
  authority: z.string(),
  clientId: z.string(),
  scope: z.string(),
  /** PUBLIC_URL when the server has one: the only address signing in works at */
  publicUrl: z.string().nullable(),
  /** the development outbox answers the browser that asked (on this machine, or with the key) */
  devTools: z.boolean(),
  idleWarningMs: z.number().int().positive(),
  idleCountdownMs: z.number().int().positive(),
  inactivityLogoutMs: z.number().int().positive(),
  activityStampMs: z.number().int().positive(),
  /** the external page the legal (DA) and medicine (IG) links go through */
  aiSiteUrl: z.string().nullable(),
});
export type PublicConfigResult = z.infer<typeof publicConfigResultSchema>;

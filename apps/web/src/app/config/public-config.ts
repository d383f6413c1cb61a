import { z } from 'zod';

/** GET /api/Public/Config. Timings default to the spec values; tests shorten them through the server. */
export const publicConfigSchema = z.object({
  authority: z.string(),
  clientId: z.string(),
  /** PUBLIC_URL when the server has one: the only address signing in works at (issue 30 point 6) */
  publicUrl: z.string().nullish(),
  scope: z.string().default('openid email profile'),
  devTools: z.boolean().default(false),
  idleWarningMs: z.number().positive().default(360_000),
  idleCountdownMs: z.number().positive().default(240_000),
  inactivityLogoutMs: z.number().positive().default(1_200_000),
  activityStampMs: z.number().positive().default(5_000),
  /** Optional address of the external AI app (legal / medicine entries). */
  aiSiteUrl: z.string().nullish(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

import { z } from 'zod';

/** What a deep link (`?page=X&code=C`, or the legacy `?page=X&token=T`) says when it cannot be opened. */
export const DEEP_LINK_EXPIRED = 'This link has expired or was already used. Please sign in.';

/** POST /api/Admin/Auth/HandoverCode: a one-time code that stands for this session in a deep link, instead of the token. */
export const handoverCodeResultSchema = z.object({ code: z.string(), expiresAt: z.string() });
export type HandoverCodeResult = z.infer<typeof handoverCodeResultSchema>;

/** POST /api/Admin/Auth/OpenDeepLink: exactly one of the link's code or its (legacy) token. */
export const openDeepLinkRequestSchema = z
  .object({ code: z.string().min(1).max(200).optional(), token: z.string().min(1).max(200).optional() })
  .refine((v) => Boolean(v.code) !== Boolean(v.token), { message: 'Send either code or token' });
export type OpenDeepLinkRequest = z.infer<typeof openDeepLinkRequestSchema>;

/**
 * Whom the link signs in (its session token, that account's e-mail and company) and whether the
 * caller's own session (its bearer, if any) is the same account: the web app asks before a link
 * replaces one account with another, or signs a signed-out browser in.
 */
export const openDeepLinkResultSchema = z.object({
  token: z.string(),
  email: z.string(),
  companyName: z.string(),
  signedInAs: z.string().nullable(),
  sameAccount: z.boolean(),
});
export type OpenDeepLinkResult = z.infer<typeof openDeepLinkResultSchema>;

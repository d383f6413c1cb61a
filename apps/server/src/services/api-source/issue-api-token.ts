import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context.ts';
import { inCompany, type CallerContext } from '../../db/company-scope.ts';
import { mappings, users } from '../../db/schema/index.ts';
import { hashApiToken, newApiToken } from './api-token.ts';
import { mailApiToken } from './mail-api-token.ts';

/**
 * Stores a fresh token's hash on the mapping (when `onlyIf` still holds, so two saves at once
 * issue one token) and e-mails the token to the caller. When the e-mail cannot be queued the
 * hash is put back: a token nobody received must not be the only one. Answers when it was
 * issued, or null when `onlyIf` no longer held.
 */
export async function issueApiToken(
  ctx: AppContext,
  caller: CallerContext,
  mappingId: string,
  reason: 'new' | 'regenerated',
  onlyIf?: SQL,
): Promise<Date | null> {
  const token = newApiToken();
  const hash = hashApiToken(token);
  const now = new Date();
  const [before] = await ctx.db
    .select({ hash: mappings.apiTokenHash, createdAt: mappings.apiTokenCreatedAt })
    .from(mappings)
    .where(inCompany(mappings, caller, eq(mappings.id, mappingId)));
  if (!before) return null;
  const [saved] = await ctx.db
    .update(mappings)
    .set({ apiTokenHash: hash, apiTokenCreatedAt: now })
    .where(inCompany(mappings, caller, eq(mappings.id, mappingId), onlyIf))
    .returning({ name: mappings.name });
  if (!saved) return null;
  try {
    const [user] = await ctx.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, caller.userId), eq(users.companyId, caller.companyId)));
    if (!user) throw new Error('the caller has no user row');
    await mailApiToken(ctx, { to: user.email, companyId: caller.companyId, mappingName: saved.name, token, reason });
  } catch (err) {
    await ctx.db
      .update(mappings)
      .set({ apiTokenHash: before.hash, apiTokenCreatedAt: before.createdAt })
      .where(inCompany(mappings, caller, eq(mappings.id, mappingId), eq(mappings.apiTokenHash, hash)));
    throw err;
  }
  return now;
}

/**
 * Called after a mapping is saved: a final mapping with the API source and no token yet gets one
 * (spec 001: the token is e-mailed when the API source is chosen). A token already issued stays,
 * also when the API source is removed and chosen again (POST answers 403 meanwhile).
 */
export async function ensureApiToken(
  ctx: AppContext,
  caller: CallerContext,
  saved: { id: string; draftMode: boolean; isAPI: boolean },
): Promise<void> {
  if (!saved.isAPI || saved.draftMode) return;
  try {
    await issueApiToken(ctx, caller, saved.id, 'new', isNull(mappings.apiTokenHash));
  } catch (err) {
    // the mapping is saved either way; the next save (or RegenerateApiToken) issues the token
    ctx.log.warn({ err, mappingId: saved.id }, 'the API token could not be issued');
  }
}

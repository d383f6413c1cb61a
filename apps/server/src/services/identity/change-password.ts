import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { users } from '../../db/schema/index.ts';
import { invalid, unauthenticated } from '../errors/domain-error.ts';
import { revokeAllSessionsOfUser } from '../sessions/revoke-sessions.ts';
import { revokeProviderSessions } from './oidc/revoke-provider-sessions.ts';
import { findUserById } from './find-user.ts';
import { hashPassword } from './password-hash.ts';

export const EXTERNAL_PASSWORD_MESSAGE = 'Password is managed by your identity provider.';

/**
 * Sets a new password (the policy is checked by the route's schema) and logs out everywhere:
 * every app session of the user and every provider session, grant and token of the account.
 */
export async function changePassword(ctx: AppContext, caller: CallerContext, password: string): Promise<void> {
  const user = await findUserById(ctx.db, caller.userId);
  if (!user) throw unauthenticated();
  if (ctx.config.oidc.kind !== 'builtin' || !user.passwordHash || user.externalSubject) throw invalid(EXTERNAL_PASSWORD_MESSAGE);
  const passwordHash = await hashPassword(password);
  await ctx.db.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, user.id));
  await revokeAllSessionsOfUser(ctx.db, user.id);
  await revokeProviderSessions(ctx.db, user.id);
}

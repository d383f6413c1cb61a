import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context.ts';
import { users } from '../../db/schema/index.ts';
import { revokeAllSessionsOfUser } from '../sessions/revoke-sessions.ts';
import { revokeProviderSessions } from './oidc/revoke-provider-sessions.ts';
import { hashPassword } from './password-hash.ts';
import { clearSignInFailures } from './sign-in-back-off.ts';

/**
 * Stores a new password and logs out everywhere: every app session of the user and every provider
 * session, grant and token of the account. Shared by ChangePassword and the reset link. False when
 * `replacing` no longer matches.
 */
export async function setPassword(
  ctx: AppContext,
  userId: string,
  password: string,
  opts: { replacing?: string } = {},
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  // `replacing`: only if the hash is still the one the caller checked (two uses of one reset link race here)
  const where = opts.replacing
    ? and(eq(users.id, userId), eq(users.passwordHash, opts.replacing))
    : eq(users.id, userId);
  const changed = await ctx.db
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date() })
    .where(where)
    .returning({ email: users.email });
  if (!changed.length) return false;
  // a new password ends any back-off: the owner who reset it can sign in at once
  await clearSignInFailures(ctx.db, changed[0]!.email);
  await revokeAllSessionsOfUser(ctx.db, userId);
  await revokeProviderSessions(ctx.db, userId);
  return true;
}

import type { AppContext } from '../../../context/app-context.ts';
import { unauthenticated } from '../../../lib/errors/domain-error.ts';
import { normalizeEmail } from '../normalize-email.ts';
import type { UserRow } from '../find-user.ts';
import { userForBuiltinAccessToken } from './builtin-access-token.ts';
import { externalIdentityForAccessToken } from './external-userinfo.ts';
import { findOrCreateExternalUser } from './external-account.ts';

export const TOKEN_REFUSED_MESSAGE = 'Your sign-in could not be verified. Please sign in again.';

/**
 * The identity adapter: the user a provider's access token stands for, whichever provider is
 * configured. The e-mail the app sends must be the token's own, else 401.
 */
export async function userForAccessToken(ctx: AppContext, accessToken: string, email: string): Promise<UserRow> {
  const claimed = normalizeEmail(email);
  if (ctx.config.oidc.kind === 'builtin') {
    const user = await userForBuiltinAccessToken(ctx, accessToken);
    if (!user || user.email !== claimed) throw unauthenticated(TOKEN_REFUSED_MESSAGE);
    return user;
  }
  const identity = await externalIdentityForAccessToken(ctx, accessToken);
  if (!identity?.email || normalizeEmail(identity.email) !== claimed) throw unauthenticated(TOKEN_REFUSED_MESSAGE);
  return findOrCreateExternalUser(ctx.db, { ...identity, email: normalizeEmail(identity.email) });
}

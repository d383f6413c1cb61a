import type { AppContext } from '../../../context/app-context.ts';
import { BUILTIN_WEB_CLIENT_ID } from '../oidc-client-settings.ts';
import { getOidcProvider } from '../oidc/oidc-provider-registry.ts';
import { findUserById, type UserRow } from '../find-user.ts';

/**
 * A token of our own provider is opaque and stored: it is valid when it is found, not expired,
 * issued to our web app with the openid scope, and its grant still stands (a password change
 * deletes grants). Its account is our user.
 */
export async function userForBuiltinAccessToken(ctx: AppContext, accessToken: string): Promise<UserRow | null> {
  if (accessToken.length > 500) return null;
  const provider = await getOidcProvider(ctx);
  const token = await provider.AccessToken.find(accessToken);
  if (!token || token.isExpired || token.clientId !== BUILTIN_WEB_CLIENT_ID || !token.scopes.has('openid')) return null;
  if (!token.grantId || !(await provider.Grant.find(token.grantId))) return null;
  return (await findUserById(ctx.db, token.accountId)) ?? null;
}

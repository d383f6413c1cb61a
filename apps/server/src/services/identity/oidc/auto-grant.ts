import type { KoaContextWithOIDC } from 'oidc-provider';
import { BUILTIN_WEB_CLIENT_ID } from '../oidc-client-settings.ts';

export const FIRST_PARTY_SCOPE = 'openid email profile';

/**
 * Consent is implied for our own web app: the first authorization of a session creates the grant
 * (openid email profile) instead of showing a consent page. Other clients would still be asked.
 */
export async function loadExistingGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const grantId = oidc.result?.consent?.grantId || oidc.session!.grantIdFor(oidc.client!.clientId);
  if (grantId) {
    const existing = await oidc.provider.Grant.find(grantId);
    if (existing) return existing;
  }
  if (oidc.client!.clientId !== BUILTIN_WEB_CLIENT_ID || !oidc.session!.accountId) return undefined;
  const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId });
  grant.addOIDCScope(FIRST_PARTY_SCOPE);
  grant.addOIDCClaims(['email', 'email_verified']);
  await grant.save();
  return grant;
}

import { authApi } from '../../api/auth.api';
import { buildEndSessionUrl } from '../auth/oidc-client';
import type { PublicConfig } from '../config/public-config';
import type { SignedOutReason } from '@paperbridge/contracts';
import { clearSession, getToken } from './session-store';
import { LS } from './storage-keys';

/**
 * Logs out: revokes the app session on the server, clears storage (which
 * writes the cross-tab logout flag), then ends the provider session and
 * returns to the landing page. A reason (idle, password changed) is said there and on the sign-in page.
 */
export async function logout(config: PublicConfig | null, reason?: SignedOutReason): Promise<void> {
  if (getToken()) await authApi.logout().catch(() => undefined);
  const idToken = localStorage.getItem(LS.idToken);
  clearSession(reason);
  let target = '/';
  if (config) target = (await buildEndSessionUrl(config, idToken).catch(() => null)) ?? '/';
  window.location.assign(target);
}

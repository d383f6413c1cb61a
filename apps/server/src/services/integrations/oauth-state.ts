import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a user may take at Xero's or Intuit's consent screen. */
export const OAUTH_STATE_TTL_MS = 15 * 60_000;

export interface OAuthState {
  companyId: string;
  connectionId: string;
  nonce: string;
  expiresAt: number;
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`oauth-state:${payload}`).digest('base64url');

/**
 * The `state` sent out with the user: which company and integration it belongs to, signed, with an
 * expiry and a nonce the row keeps until the callback uses it (so a state works once, for the
 * company that asked, and a forged or replayed callback is refused).
 */
export function makeOAuthState(
  appSecret: string,
  companyId: string,
  connectionId: string,
  now = Date.now(),
): { state: string; nonce: string } {
  const nonce = randomBytes(16).toString('base64url');
  const payload = Buffer.from(
    JSON.stringify({ c: companyId, i: connectionId, n: nonce, e: now + OAUTH_STATE_TTL_MS }),
  ).toString('base64url');
  return { state: `${payload}.${sign(appSecret, payload)}`, nonce };
}

/** The state's content when its signature holds and it has not expired; null otherwise. */
export function readOAuthState(appSecret: string, state: string, now = Date.now()): OAuthState | null {
  const [payload, mac] = state.split('.');
  if (!payload || !mac) return null;
  const expected = Buffer.from(sign(appSecret, payload));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const p = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      c: string;
      i: string;
      n: string;
      e: number;
    };
    if (typeof p.e !== 'number' || p.e < now) return null;
    return { companyId: p.c, connectionId: p.i, nonce: p.n, expiresAt: p.e };
  } catch {
    return null;
  }
}

import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** A reset link works for one hour (issue 14 point 7). */
export const RESET_TTL_MS = 60 * 60 * 1000;

/**
 * A stateless reset token: `<payload>.<mac>` (base64url), payload `{u: userId, e: expiry ms, f: fingerprint}`,
 * HMAC-SHA256 under a key derived from config.appSecret for this purpose only. The fingerprint is an HMAC of
 * the password hash the user has now: a reset (or any other change of the hash) makes every earlier link fail,
 * so a link is one use without a table of issued links.
 */
interface ResetClaims {
  u: string;
  e: number;
  f: string;
}

const keyOf = (appSecret: string) => Buffer.from(hkdfSync('sha256', appSecret, 'paperbridge', 'password-reset v1', 32));
const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');
/** 128 bits of an HMAC of the stored hash: it says nothing about the hash, and changes with it. */
export const passwordFingerprint = (appSecret: string, passwordHash: string) =>
  mac(keyOf(appSecret), `fingerprint:${passwordHash}`).slice(0, 22);

export function signResetToken(
  appSecret: string,
  user: { id: string; passwordHash: string },
  now = Date.now(),
): string {
  const claims: ResetClaims = {
    u: user.id,
    e: now + RESET_TTL_MS,
    f: passwordFingerprint(appSecret, user.passwordHash),
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(keyOf(appSecret), `token:${body}`)}`;
}

/** The user id and fingerprint the token was made for, or null when it is forged, malformed or expired. */
export function readResetToken(
  appSecret: string,
  token: string,
  now = Date.now(),
): { userId: string; fingerprint: string } | null {
  const [body, given, extra] = token.split('.');
  if (!body || !given || extra !== undefined) return null;
  const expected = Buffer.from(mac(keyOf(appSecret), `token:${body}`));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<ResetClaims>;
    if (typeof claims.u !== 'string' || typeof claims.f !== 'string' || typeof claims.e !== 'number' || claims.e < now)
      return null;
    return { userId: claims.u, fingerprint: claims.f };
  } catch {
    return null;
  }
}

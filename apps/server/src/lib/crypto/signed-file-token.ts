import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed file link grants: one stored file of one company until `exp` (ms since epoch). */
export interface FileGrant {
  companyId: string;
  key: string;
  fileName: string;
  contentType: string;
  exp: number;
}

const sign = (secret: string, body: string) =>
  createHmac('sha256', `${secret}:file-url`).update(body).digest('base64url');

/** `<payload>.<hmac>`, both base64url; the HMAC is keyed by config.appSecret. */
export function signFileToken(secret: string, grant: FileGrant): string {
  const body = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The grant, or null when the token is forged, malformed or expired. */
export function verifyFileToken(secret: string, token: string, now = Date.now()): FileGrant | null {
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const grant = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as FileGrant;
    if (typeof grant.exp !== 'number' || grant.exp < now) return null;
    return grant;
  } catch {
    return null;
  }
}

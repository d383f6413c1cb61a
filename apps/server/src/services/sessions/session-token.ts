import { createHash, randomBytes } from 'node:crypto';

/** App bearer tokens are random; only their SHA-256 is stored, so a database leak yields no usable token. */
export function newSessionToken(): string {
  return `pb_${randomBytes(32).toString('base64url')}`;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

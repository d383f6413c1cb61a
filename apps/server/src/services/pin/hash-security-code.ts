import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PIN_SETTINGS } from './pin-settings.ts';

/** A uniformly random code of PIN_SETTINGS.digits digits (leading zeros kept). */
export function newSecurityCode(): string {
  return String(randomInt(0, 10 ** PIN_SETTINGS.digits)).padStart(PIN_SETTINGS.digits, '0');
}

/** HMAC-SHA256 keyed by APP_SECRET and bound to the session: a stolen row is useless for another session. */
export function hashSecurityCode(appSecret: string, sessionId: string, code: string): string {
  return createHmac('sha256', appSecret).update(`security-pin:${sessionId}:${code}`).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

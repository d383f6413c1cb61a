import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The Standard Webhooks signature scheme (standardwebhooks.com, used by Svix and others): the
 * secret is `whsec_` + base64 key bytes; the signed content is `{webhook-id}.{webhook-timestamp}.{body}`;
 * `webhook-signature` is a space-separated list of `v1,{base64 HMAC-SHA256}` (several during a rotation).
 */
export const SECRET_PREFIX = 'whsec_';

export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

function keyOf(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('webhook secret must start with whsec_');
  return Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
}

export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

export interface WebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** Headers for one message, signed with every secret given (the current one first, then one being rotated out). */
export function webhookHeaders(
  secrets: readonly string[],
  id: string,
  timestampSeconds: number,
  body: string,
): WebhookHeaders {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': secrets.map((s) => signWebhook(s, id, timestampSeconds, body)).join(' '),
  };
}

/**
 * What a receiver does (the documented verification), used by the tests' receiver and offered to
 * users in docs: any listed v1 signature matches, and the timestamp is within the tolerance.
 */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | undefined>,
  body: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const id = headers['webhook-id'];
  const ts = Number(headers['webhook-timestamp']);
  const sigs = headers['webhook-signature'];
  if (!id || !Number.isFinite(ts) || !sigs || Math.abs(nowSeconds - ts) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, id, ts, body).slice(3), 'base64');
  return sigs.split(' ').some((s) => {
    const [version, mac] = s.split(',');
    if (version !== 'v1' || !mac) return false;
    const got = Buffer.from(mac, 'base64');
    return got.length === expected.length && timingSafeEqual(got, expected);
  });
}

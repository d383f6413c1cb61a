import { createHmac, timingSafeEqual } from 'node:crypto';

/** Which delivered message an envelope sender stands for: one document, attempt and Process Log resend. */
export interface BounceRef {
  documentId: string;
  attempt: number;
  /** 0 for the pipeline's own send, n for the n-th Process Log resend */
  resend: number;
}

const PREFIX = 'bounce-';
// lower-case hex and digits only: survives every mail system's case folding
const mac = (secret: string, body: string) =>
  createHmac('sha256', `${secret}:bounce-address`).update(body).digest('hex').slice(0, 20);

/**
 * The envelope sender (MAIL FROM) of a delivered e-mail: a VERP address on the inbound domain that
 * names the message it belongs to, so a delivery status notification (a bounce) sent days later by
 * the recipient's mail system reaches the built-in receiver and is matched to its delivery. Signed,
 * so nobody can mark another company's delivery failed by mailing a made-up address.
 */
export function bounceAddressOf(secret: string, domain: string, ref: BounceRef): string {
  const body = `${ref.documentId.replace(/-/g, '')}-${ref.attempt}-${ref.resend}`;
  return `${PREFIX}${body}-${mac(secret, body)}@${domain}`;
}

/** The message named by a bounce address, or null when it is not one (another domain, not signed by us). */
export function bounceRefOf(secret: string, domain: string, address: string): BounceRef | null {
  const at = address.lastIndexOf('@');
  if (at <= 0 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  const m = /^bounce-([0-9a-f]{32})-(\d{1,6})-(\d{1,6})-([0-9a-f]{20})$/.exec(address.slice(0, at).toLowerCase());
  if (!m) return null;
  const [, hex, attempt, resend, given] = m as unknown as [string, string, string, string, string];
  const expected = Buffer.from(mac(secret, `${hex}-${attempt}-${resend}`));
  if (!timingSafeEqual(expected, Buffer.from(given))) return null;
  const documentId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { documentId, attempt: Number(attempt), resend: Number(resend) };
}

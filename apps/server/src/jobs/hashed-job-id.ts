import { createHash } from 'node:crypto';

/**
 * A job id that is the same for the same key: a UUID (version 5 layout, pg-boss ids are UUIDs) made from the key's
 * SHA-256. Sending a job with it twice is a no-op while the first is kept, so a schedule slot, a batch check or a
 * sweeper's re-queue happens once however many processes ask.
 */
export function hashedJobId(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A scheduled chain's slot (its name, period and slot number): each slot is queued once however many processes ask. */
export function slotJobId(periodMs: number, slot: number, chain: string): string {
  return hashedJobId(`${chain}:${periodMs}:${slot}`);
}

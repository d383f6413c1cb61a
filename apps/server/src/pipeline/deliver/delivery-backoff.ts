/** Deliveries are tried again for this long after the first attempt, then the destination is failed. */
export const DELIVERY_GIVE_UP_MS = 24 * 60 * 60 * 1000;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 2 * 60 * 60 * 1000;

/**
 * Exponential backoff: 30 s, 1 min, 2 min … doubling to at most 2 h between tries, so a receiver
 * that is down for a minute gets the document within a minute of coming back and one that is down
 * all day is asked about 20 times. Answers null once the next try would fall after the day is up.
 * `jitter` (0..1) spreads the tries of many documents that failed together; `retryAfterMs` is the
 * destination's own Retry-After.
 */
export function nextDeliveryDelay(
  tries: number,
  firstTriedAt: Date,
  now: Date,
  jitter = Math.random(),
  retryAfterMs?: number,
): number | null {
  const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, tries - 1));
  // a receiver's Retry-After is honoured when it asks for longer, up to the longest gap the schedule has
  const delay = Math.max(Math.round(base * (1 + 0.2 * jitter)), Math.min(retryAfterMs ?? 0, MAX_DELAY_MS));
  if (now.getTime() + delay - firstTriedAt.getTime() > DELIVERY_GIVE_UP_MS) return null;
  return delay;
}

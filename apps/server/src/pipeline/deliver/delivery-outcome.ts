import type { DeliveryReceipt } from '@paperbridge/contracts';

export type { DeliveryReceipt };

export type DeliveryOutcome =
  | { ok: true; receipt: DeliveryReceipt }
  /** retryAfterMs: the destination asked to be tried no sooner (Retry-After) */
  | { ok: false; retry: boolean; error: string; retryAfterMs?: number }
  /** this destination cannot be sent to by this version (it stays pending, never reported as sent) */
  | { ok: false; unavailable: true; error: string };

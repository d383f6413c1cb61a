import type { DeliveryReceipt } from '@paperbridge/contracts';

export type { DeliveryReceipt };

export type DeliveryOutcome =
  | { ok: true; receipt: DeliveryReceipt }
  | { ok: false; retry: boolean; error: string }
  /** this destination cannot be sent to by this version (it stays pending, never reported as sent) */
  | { ok: false; unavailable: true; error: string };

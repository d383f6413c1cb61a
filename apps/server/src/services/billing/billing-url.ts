import type { Config } from '../../config/config.ts';

/** Billing (spec 002 §7): the product's own billing page (balance, top-ups, ledger, receipts). */
export function billingUrl(config: Pick<Config, 'publicUrl'>): string {
  return `${config.publicUrl}/admin/billing`;
}

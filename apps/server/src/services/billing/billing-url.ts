import type { Config } from '../../config/config.ts';

/**
 * GetPaymentLink and Billing: the built-in top-up page of the prepaid ledger.
 * (A payment provider's checkout / billing portal replaces it by configuration later.)
 */
export function billingUrl(config: Pick<Config, 'publicUrl'>): string {
  return `${config.publicUrl}/admin/billing`;
}

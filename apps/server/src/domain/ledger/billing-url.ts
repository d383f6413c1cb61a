import type { Config } from '../../config/config.ts';

/**
 * Billing (spec 002 §7): the product's own billing page (balance, top-ups, ledger, receipts), at
 * the address the asking browser uses (productUrl, http/request-public-url.ts) when one is given.
 */
export function billingUrl(config: Pick<Config, 'publicUrl'>, productUrl = config.publicUrl): string {
  return `${productUrl}/admin/billing`;
}

import type { AppContext } from '../../context/app-context.ts';
import type { ChargeOutcome } from './charge-pages.ts';
import { notify } from '../../domain/notifications/notify.ts';
import { billingUrl } from '../../domain/ledger/billing-url.ts';
import { amountToCents, centsToAmount } from '../../domain/ledger/ledger-summary.ts';

export const LOW_BALANCE_HEADER = 'Low balance';

/**
 * After a document's pages were charged: when this charge took the balance below the warning level
 * (BILLING_WARNING_BALANCE, the payment banner's), the company is told once, at the crossing, not on
 * every later document. A retried charge books nothing and says nothing.
 */
export async function notifyLowBalance(ctx: AppContext, companyId: string, charge: ChargeOutcome): Promise<boolean> {
  if (charge.status !== 'charged' || charge.balanceCents === undefined) return false;
  const warning = amountToCents(ctx.config.billing.warningBalance);
  const before = charge.balanceCents + charge.amountCents;
  if (!(before >= warning && charge.balanceCents < warning)) return false;
  const money = (cents: number) => `${centsToAmount(cents).toFixed(2)} ${charge.currency ?? ''}`.trim();
  await notify(ctx, companyId, {
    header: LOW_BALANCE_HEADER,
    message: [
      `Your balance is ${money(charge.balanceCents)}, below ${money(warning)}. Top up to keep your documents processing: ${billingUrl(ctx.config)}`,
    ],
  });
  return true;
}

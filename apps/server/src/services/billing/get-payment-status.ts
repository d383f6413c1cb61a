import type { PaymentStatus } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { companyCurrency } from './company-currency.ts';
import { isCurrency } from '../../domain/ledger/currency-for-country.ts';
import { centsToAmount, ledgerSummary } from '../../domain/ledger/ledger-summary.ts';

/**
 * PaymentStatus (spec 002 §3): 'not_initiated_yet' while the company's ledger is empty,
 * then 'active' with the balance, in the ledger's currency (the country's while empty);
 * the thresholds come from configuration.
 */
export async function getPaymentStatus(ctx: AppContext, caller: CallerContext): Promise<PaymentStatus> {
  const summary = await ledgerSummary(ctx.db, caller);
  return {
    status: summary.entries === 0 ? 'not_initiated_yet' : 'active',
    availableBalance: centsToAmount(summary.balanceCents),
    minBalanceRequired: ctx.config.billing.minBalance,
    warningBalance: ctx.config.billing.warningBalance,
    currency: isCurrency(summary.currency) ? summary.currency : await companyCurrency(ctx.db, caller),
  };
}

import type { RedeemCouponResult } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { ledgerEntries } from '../../db/schema/index.ts';
import { companyCurrency } from './company-currency.ts';
import { amountToCents, centsToAmount, ledgerSummary } from '../../domain/ledger/ledger-summary.ts';

export const WELCOME_CREDIT_KEY = 'welcome-credit';

/**
 * RedeemCoupon?FirstLogin=true: books the one-time welcome credit. The ledger's unique
 * (company, idempotency key) index makes a second call, or two at once, book nothing.
 */
export async function redeemWelcomeCredit(
  ctx: AppContext,
  caller: CallerContext,
  firstLogin: boolean,
): Promise<RedeemCouponResult> {
  const amount = ctx.config.billing.welcomeCredit;
  const currency = await companyCurrency(ctx.db, caller);
  let redeemed = false;
  if (firstLogin && amount > 0) {
    const inserted = await ctx.db
      .insert(ledgerEntries)
      .values({
        companyId: caller.companyId,
        amountCents: amountToCents(amount),
        currency,
        kind: 'credit',
        reason: 'Welcome credit',
        idempotencyKey: WELCOME_CREDIT_KEY,
      })
      .onConflictDoNothing()
      .returning({ id: ledgerEntries.id });
    redeemed = inserted.length > 0;
  }
  const summary = await ledgerSummary(ctx.db, caller);
  return {
    redeemed,
    amount: redeemed ? amount : 0,
    currency: summary.currency ?? currency,
    availableBalance: centsToAmount(summary.balanceCents),
  };
}

export function redeemMessage(r: RedeemCouponResult, firstLogin: boolean): string {
  if (r.redeemed) return `A welcome credit of ${r.amount.toFixed(2)} ${r.currency} has been added to your account.`;
  return firstLogin ? 'The welcome credit has already been redeemed.' : 'No coupon to redeem.';
}

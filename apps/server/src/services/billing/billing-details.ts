import { desc, sql } from 'drizzle-orm';
import type { BillingDetails } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { inCompany } from '../../db/company-scope.ts';
import { ledgerEntries, payments } from '../../db/schema/index.ts';
import { getPaymentStatus } from './get-payment-status.ts';
import { centsToAmount } from '../../domain/ledger/ledger-summary.ts';

/**
 * The billing page: balance and thresholds (PaymentStatus), the offered top-ups, one page of the
 * ledger, newest first, each row with the balance it left (every page charge names its document
 * and pages, every top-up its payment), and the company's payments with their state.
 */
export async function billingDetails(
  ctx: AppContext,
  caller: CallerContext,
  q: { page: number; pageSize: number },
): Promise<BillingDetails> {
  const status = await getPaymentStatus(ctx, caller);
  const signed = sql<number>`case when ${ledgerEntries.kind} = 'credit' then ${ledgerEntries.amountCents} else -${ledgerEntries.amountCents} end`;
  const rows = await ctx.db
    .select({
      id: ledgerEntries.id,
      createdAt: ledgerEntries.createdAt,
      kind: ledgerEntries.kind,
      amountCents: ledgerEntries.amountCents,
      reason: ledgerEntries.reason,
      documentId: ledgerEntries.documentId,
      pages: ledgerEntries.pages,
      paymentId: ledgerEntries.paymentId,
      // the window runs over all the company's rows before the page is cut
      balanceAfter: sql<string>`sum(${signed}) over (order by ${ledgerEntries.createdAt}, ${ledgerEntries.id})`,
      total: sql<string>`count(*) over ()`,
    })
    .from(ledgerEntries)
    .where(inCompany(ledgerEntries, caller))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const recordCount = rows[0]
    ? Number(rows[0].total)
    : await ctx.db.$count(ledgerEntries, inCompany(ledgerEntries, caller));
  const pays = await ctx.db
    .select()
    .from(payments)
    .where(inCompany(payments, caller))
    .orderBy(desc(payments.createdAt))
    .limit(50);
  const kind = ctx.config.billing.payments.kind;
  return {
    balance: status.availableBalance,
    currency: status.currency,
    minBalanceRequired: status.minBalanceRequired,
    warningBalance: status.warningBalance,
    provider: kind,
    topUpAmounts: ctx.config.billing.topUpAmounts,
    pricePerPage: centsToAmount(ctx.config.pipeline.pagePriceCents),
    ledger: {
      recordCount,
      entries: rows.map((r) => ({
        id: r.id,
        date: r.createdAt.toISOString(),
        kind: r.kind,
        amount: centsToAmount(r.amountCents),
        description: r.reason,
        documentId: r.documentId,
        pages: r.pages,
        paymentId: r.paymentId,
        balanceAfter: centsToAmount(Number(r.balanceAfter)),
      })),
    },
    payments: pays.map((p) => ({
      id: p.id,
      checkoutId: p.checkoutId,
      date: p.createdAt.toISOString(),
      amount: centsToAmount(p.amountCents),
      currency: p.currency,
      status: p.status,
      refunded: centsToAmount(p.refundedCents),
      failureReason: p.failureReason,
    })),
  };
}

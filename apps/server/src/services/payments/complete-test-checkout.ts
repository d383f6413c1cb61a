import { and, eq } from 'drizzle-orm';
import type { TestCheckout } from '@paperbridge/contracts';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { inCompany } from '../../db/company-scope.ts';
import { companies, payments } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors/domain-error.ts';
import { ownCompany } from '../company/own-company.ts';
import { centsToAmount } from '../../domain/ledger/ledger-summary.ts';
import { applyPaymentEvent, type EventOutcome } from './apply-payment-event.ts';
import { embeddedEventId } from './embedded-provider.ts';

/** The embedded checkout of the caller's company; 404 for another company's, or with a real provider configured. */
async function ownCheckout(ctx: AppContext, caller: CallerContext, checkoutId: string) {
  if (ctx.config.billing.payments.kind !== 'embedded')
    throw notFound('The test-payment page is only there without a payment provider.');
  const [p] = await ctx.db
    .select()
    .from(payments)
    .where(inCompany(payments, caller, and(eq(payments.provider, 'embedded'), eq(payments.checkoutId, checkoutId))));
  if (!p) throw notFound('Checkout not found');
  return p;
}

export async function getTestCheckout(
  ctx: AppContext,
  caller: CallerContext,
  checkoutId: string,
): Promise<TestCheckout> {
  const p = await ownCheckout(ctx, caller, checkoutId);
  const [c] = await ctx.db
    .select({ name: companies.companyName, email: companies.email })
    .from(companies)
    .where(ownCompany(caller));
  return {
    checkoutId,
    amount: centsToAmount(p.amountCents),
    currency: p.currency,
    companyName: c?.name ?? '',
    email: p.payerEmail ?? c?.email ?? '',
    status: p.status,
  };
}

/**
 * Paying on the test-payment page: the embedded provider's webhook-style event, applied by the
 * same applyPaymentEvent a Stripe webhook goes through (a declined card records a failure).
 * Answers where the browser goes next: /success/ as after Stripe Checkout, or back to billing.
 */
export async function completeTestCheckout(
  ctx: AppContext,
  caller: CallerContext,
  checkoutId: string,
  outcome: 'paid' | 'declined',
  productUrl = ctx.config.publicUrl,
): Promise<{ outcome: EventOutcome; redirectUrl: string }> {
  const p = await ownCheckout(ctx, caller, checkoutId);
  const applied = await applyPaymentEvent(ctx.db, {
    provider: 'embedded',
    id: embeddedEventId(),
    type: outcome === 'paid' ? 'checkout.completed' : 'payment.failed',
    providerType: outcome === 'paid' ? 'checkout.session.completed' : 'payment_intent.payment_failed',
    createdAt: new Date(),
    paymentRef: p.id,
    checkoutId,
    payerEmail: p.payerEmail ?? undefined,
    amountCents: p.amountCents,
    currency: p.currency,
    failureReason: outcome === 'declined' ? 'Your card was declined (test payment).' : undefined,
  });
  const redirectUrl =
    outcome === 'paid'
      ? `${productUrl}/success/?session_id=${encodeURIComponent(checkoutId)}`
      : `${productUrl}/admin/billing`;
  return { outcome: applied.outcome, redirectUrl };
}

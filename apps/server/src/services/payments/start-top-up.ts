import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context/app-context.ts';
import type { CallerContext } from '../../db/company-scope.ts';
import { companies, paymentCustomers, payments } from '../../db/schema/index.ts';
import { DomainError, invalidField, notFound } from '../../lib/errors/domain-error.ts';
import { ownCompany } from '../company/own-company.ts';
import { companyCurrency } from '../billing/company-currency.ts';
import { amountToCents, ledgerSummary } from '../../domain/ledger/ledger-summary.ts';
import { paymentProviderFor } from './payment-provider-for.ts';

export const NO_PROVIDER_MESSAGE = 'Top-ups are not available: no payment provider is configured.';

/**
 * A top-up of one of the offered amounts, in the ledger's currency: the provider's customer for
 * the company (made once), a payment row, and the provider's checkout. Answers where to pay.
 * productUrl: the product's address as the paying browser knows it (http/request-public-url.ts).
 */
export async function startTopUp(
  ctx: AppContext,
  caller: CallerContext,
  amount: number,
  productUrl = ctx.config.publicUrl,
): Promise<string> {
  const provider = paymentProviderFor(ctx.config);
  if (!provider) throw new DomainError('upstream_failed', NO_PROVIDER_MESSAGE);
  if (!ctx.config.billing.topUpAmounts.includes(amount))
    throw invalidField('amount', `amount: choose one of ${ctx.config.billing.topUpAmounts.join(', ')}`);
  const [company] = await ctx.db
    .select({ email: companies.email, name: companies.companyName, contact: companies.contactName })
    .from(companies)
    .where(ownCompany(caller));
  if (!company) throw notFound('Company not found');
  const currency = (await ledgerSummary(ctx.db, caller)).currency ?? (await companyCurrency(ctx.db, caller));
  const customerId = await customerFor(ctx, caller, { email: company.email, name: company.name || company.contact });
  const paymentId = randomUUID();
  const amountCents = amountToCents(amount);
  const checkout = await provider.createCheckout({
    paymentId,
    companyId: caller.companyId,
    customerId,
    amountCents,
    currency,
    description: 'Paperbridge balance top-up',
    successUrl: `${productUrl}/success/`,
    cancelUrl: `${productUrl}/admin/billing`,
    productUrl,
  });
  await ctx.db.insert(payments).values({
    id: paymentId,
    companyId: caller.companyId,
    provider: provider.kind,
    checkoutId: checkout.checkoutId,
    amountCents,
    currency,
    payerEmail: company.email.toLowerCase(),
  });
  return checkout.url;
}

async function customerFor(
  ctx: AppContext,
  caller: CallerContext,
  who: { email: string; name: string },
): Promise<string> {
  const provider = paymentProviderFor(ctx.config)!;
  const where = and(eq(paymentCustomers.companyId, caller.companyId), eq(paymentCustomers.provider, provider.kind));
  const [known] = await ctx.db.select({ id: paymentCustomers.customerId }).from(paymentCustomers).where(where);
  if (known) return known.id;
  const made = await provider.createCustomer({ companyId: caller.companyId, ...who });
  // two top-ups started at once: the first row wins (Stripe's idempotency key made the same customer)
  await ctx.db
    .insert(paymentCustomers)
    .values({ companyId: caller.companyId, provider: provider.kind, customerId: made })
    .onConflictDoNothing();
  const [row] = await ctx.db.select({ id: paymentCustomers.customerId }).from(paymentCustomers).where(where);
  return row?.id ?? made;
}
